import {
  ERRORS,
  MEETING_PLACE_MESSAGES as M,
  MEETING_PLACE_TEXTS as T,
  type CityPlace,
  type MeetingPlaceInput,
  type MemberPlace,
} from '@mdc/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { georefHandlers } from '../../../testing/georef';
import { mockApi, type ApiCall, type MockReply } from '../../../testing/mock-api';
import { renderPage } from '../../../testing/render-page';
import { ANA } from '../../../testing/user-profile';
import { MeetingPlacesSection } from './meeting-places-section';

const PLAZA: MemberPlace = {
  placeId: '0b6a9b7e-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
  kind: 'public',
  name: 'Plaza San Martín',
  regionId: '14',
  cityId: '14014',
  details: 'Junto a la fuente',
  hours: 'sábados 15 a 19',
  days: [6],
};
const CAPITAL_PLACES: CityPlace[] = [
  {
    placeId: '6f1e2d3c-4b5a-4987-a6b5-c4d3e2f1a0b9',
    kind: 'store',
    name: 'Dragón Dorado',
    regionId: '14',
    cityId: '14014',
    sellers: 3,
  },
];

/** GET /api/user with the places, the georef lists, a city's places, and a PUT that saves. */
function placesServer(places: MemberPlace[], put?: (call: ApiCall) => MockReply) {
  let saved = places;
  return mockApi({
    ...georefHandlers,
    'GET /api/user': () => ({ body: { ...ANA, places: saved } }),
    'GET /api/places': (call) => ({
      body: call.url.searchParams.get('cityId') === '14014' ? CAPITAL_PLACES : [],
    }),
    'PUT /api/user/places':
      put ??
      ((call) => {
        saved = (call.body as MeetingPlaceInput[]).map((place, index) => ({
          placeId: `00000000-0000-4000-8000-00000000000${index}`,
          details: '',
          hours: '',
          days: [],
          ...place,
        }));
        return { body: saved };
      }),
  });
}

const row = (position: number) =>
  within(screen.getByRole('region', { name: T.placeHeading(position) }));
const saveButton = () => screen.getByRole('button', { name: T.save });
const puts = (calls: ApiCall[]) => calls.filter((call) => call.method === 'PUT');

async function addPlace() {
  fireEvent.click(await screen.findByRole('button', { name: T.add }));
  // The member's own province and city come chosen; their lists load.
  await waitFor(() => expect(row(1).getByLabelText(/^Ciudad/)).toHaveProperty('value', '14014'));
}

describe('MeetingPlacesSection', () => {
  it('shows the saved places, and never a home in its warning', async () => {
    placesServer([PLAZA]);
    renderPage(<MeetingPlacesSection />);
    expect(screen.getByText(T.neverHome)).toBeInTheDocument();
    await waitFor(() =>
      expect(row(1).getByLabelText(/^Nombre del lugar/)).toHaveProperty('value', PLAZA.name),
    );
    expect(row(1).getByLabelText(/^Detalles/)).toHaveProperty('value', PLAZA.details);
    expect(row(1).getByRole('button', { name: 'sábado' })).toHaveAttribute('aria-pressed', 'true');
    expect(row(1).getByRole('button', { name: 'lunes' })).toHaveAttribute('aria-pressed', 'false');
    expect(saveButton()).toBeDisabled();
  });

  it('adds a place picked from the city’s list, with the days its hours name, and saves the list', async () => {
    const { calls } = placesServer([]);
    renderPage(<MeetingPlacesSection />);
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
    await addPlace();
    const name = row(1).getByLabelText(/^Nombre del lugar/);
    fireEvent.focus(name);
    fireEvent.keyDown(name, { key: 'ArrowDown' });
    const option = await screen.findByRole('option', { name: /Dragón Dorado/ });
    expect(option).toHaveTextContent('Tienda · 3 vendedores');
    fireEvent.click(option);
    fireEvent.change(row(1).getByLabelText(/^Días y horarios/), {
      target: { value: 'martes y jueves 18 a 21' },
    });
    expect(row(1).getByRole('button', { name: 'martes' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(row(1).getByRole('button', { name: 'sábado' }));
    fireEvent.click(saveButton());
    expect(await screen.findByText(T.saved)).toBeInTheDocument();
    expect(puts(calls).map((call) => call.body)).toEqual([
      [
        {
          kind: 'store',
          name: 'Dragón Dorado',
          regionId: '14',
          cityId: '14014',
          details: '',
          hours: 'martes y jueves 18 a 21',
          days: [2, 4, 6],
        },
      ],
    ]);
    await waitFor(() => expect(saveButton()).toBeDisabled());
  });

  it('says what is wrong beside the field before sending: never a home', async () => {
    const { calls } = placesServer([]);
    renderPage(<MeetingPlacesSection />);
    await addPlace();
    fireEvent.change(row(1).getByLabelText(/^Nombre del lugar/), {
      target: { value: 'Mi casa' },
    });
    fireEvent.click(saveButton());
    expect(await row(1).findByText(M.looksLikeHome)).toBeInTheDocument();
    expect(puts(calls)).toEqual([]);
  });

  it("shows the server's refusal beside the field it names", async () => {
    placesServer([PLAZA], () => ({
      status: 409,
      body: { ...ERRORS.placeRemoved, field: '0.name', requestId: 'x' },
    }));
    renderPage(<MeetingPlacesSection />);
    await waitFor(() => expect(row(1).getByLabelText(/^Detalles/)).toBeInTheDocument());
    fireEvent.change(row(1).getByLabelText(/^Detalles/), { target: { value: 'En la esquina' } });
    fireEvent.click(saveButton());
    expect(await row(1).findByText(M.removed)).toBeInTheDocument();
  });

  it('removes a place, and stops adding at five', async () => {
    const five = Array.from({ length: 5 }, (_, index) => ({
      ...PLAZA,
      placeId: `00000000-0000-4000-8000-00000000001${index}`,
      name: `Lugar ${index + 1}`,
    }));
    const { calls } = placesServer(five);
    renderPage(<MeetingPlacesSection />);
    expect(await screen.findByText(T.maxReached)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: T.add })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: T.removeLabel(2) }));
    expect(screen.getByRole('button', { name: T.add })).toBeEnabled();
    fireEvent.click(saveButton());
    await screen.findByText(T.saved);
    const [sent] = puts(calls).map((call) => call.body as MeetingPlaceInput[]);
    expect(sent!.map((place) => place.name)).toEqual(['Lugar 1', 'Lugar 3', 'Lugar 4', 'Lugar 5']);
  });
});
