import {
  MEETING_PLACE_TEXTS as PLACES,
  MEETING_SEARCH_TEXTS as M,
  MEETING_TEXTS as MEETING,
  RESERVATION_DIALOG_TEXTS as RESERVE,
  SEARCH_RESULTS_TEXTS as R,
} from '@mdc/shared';
import type { Browser, Page, TestInfo } from '@playwright/test';
import ICAL from 'ical.js';
import { createValidatedAccount, logInByApi, type Person } from '../support/account-factory';
import { waitForMail } from '../support/mail';
import { createSaleLibrary } from '../support/sale-library';
import { pasteNames, resultsHeading } from '../support/search-screen';
import { expect, expectReadable, test } from '../support/screens';
import { scaled } from '../support/time-factor';

/**
 * Meeting to trade, from end to end (docs/product/meetings.md), at 1280 and 375 px: a seller
 * adds a place on his profile; a buyer searches among the sellers who meet there ('Dónde'), plans
 * by trips, reserves with a meeting at it; the seller proposes another day, the buyer accepts;
 * both screens say 'Acordado' and the agreement's mail carries an .ics that parses. Accounts,
 * card and place of each width its own, so the two projects never meet.
 */
test.setTimeout(scaled(180_000));

/** A browser of its own for `person`, at the project's width, logged in. */
async function sessionOf(browser: Browser, person: Person, testInfo: TestInfo): Promise<Page> {
  const { viewport, isMobile, hasTouch, baseURL, locale, timezoneId, reducedMotion, permissions } =
    testInfo.project.use;
  const context = await browser.newContext({
    viewport,
    isMobile,
    hasTouch,
    baseURL,
    locale,
    timezoneId,
    reducedMotion,
    permissions,
  });
  const page = await context.newPage();
  await logInByApi(page.request, person);
  return page;
}

/** The seller's profile: a new place in his own city (Córdoba's Capital), Saturdays. */
async function addPlace(page: Page, place: string): Promise<void> {
  await page.goto('/profile');
  const section = page.getByRole('region', { name: PLACES.title });
  await section.getByRole('button', { name: PLACES.add }).click();
  const row = page.getByRole('region', { name: PLACES.placeHeading(1) });
  await expect(row.getByLabel(/^Ciudad/)).toHaveValue('14014');
  await row.getByLabel(/^Nombre del lugar/).fill(place);
  await row.getByLabel(/^Días y horarios/).fill('sábados 15 a 19');
  await section.getByRole('button', { name: PLACES.save }).click();
  await expect(page.getByText(PLACES.saved)).toBeVisible();
}

/** A select's list gone from the page, not only hidden: it would cover the dialog's fields. */
const menuClosed = (page: Page) => expect(page.locator('.MuiPopover-root')).toHaveCount(0);

/** Picks `option` (a regular expression of its text) of a field's list of choices. */
async function choose(page: Page, field: ReturnType<Page['getByRole']>, option: RegExp) {
  await field.click();
  await page.getByRole('option', { name: option }).first().click();
  await menuClosed(page);
}

test('a place added, searched by, reserved at; another day proposed and accepted', async ({
  browser,
  request,
}, testInfo) => {
  const width = testInfo.project.name.endsWith('375') ? '375' : '1280';
  const place = `Plaza del trato ${width}`;
  const card = `Carta del trato ${width}`;
  const seller = await createValidatedAccount(request, `trato${width}v`);
  const buyer = await createValidatedAccount(request, `trato${width}c`);
  await createSaleLibrary(request, seller, 'Para el encuentro', [{ name: card, price: '1.00' }]);

  const sellerPage = await sessionOf(browser, seller, testInfo);
  await addPlace(sellerPage, place);

  // The buyer searches among the sellers who meet at that place, and plans by trips.
  const buyerPage = await sessionOf(browser, buyer, testInfo);
  await buyerPage.goto('/search');
  await pasteNames(buyerPage, card);
  await expect(buyerPage.getByRole('combobox', { name: 'Nombres de cartas' })).toHaveValue(card);
  await buyerPage.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(resultsHeading(buyerPage)).toBeVisible({ timeout: scaled(30_000) });
  await buyerPage.getByLabel(M.where).selectOption({ label: M.atPlace(place, 1) });
  await expect(buyerPage).toHaveURL(/[?&]meet=[0-9a-f-]{36}/);
  const views = buyerPage.getByRole('group', { name: R.view });
  await views.getByRole('button', { name: R.bestCombination }).click();
  await buyerPage
    .getByRole('group', { name: M.plan })
    .getByRole('button', { name: M.fewestTrips })
    .click();
  const trip = buyerPage.getByRole('region', { name: new RegExp(`^1\\. Sábado en ${place}`) });
  await trip.getByRole('button', { name: R.bestReserveLabel(1, seller.user) }).click();

  // Reserving, he proposes the place on one of its Saturdays.
  const dialog = buyerPage.getByRole('dialog', { name: RESERVE.title });
  const meeting = dialog.getByRole('group', { name: MEETING.withSeller(seller.user) });
  await choose(
    buyerPage,
    meeting.getByRole('combobox', { name: MEETING.place }),
    new RegExp(`^${place}`),
  );
  await choose(buyerPage, meeting.getByRole('combobox', { name: MEETING.day }), /^sábado/);
  await expectReadable(buyerPage, 'meeting-reserve-dialog');
  await dialog.getByRole('button', { name: RESERVE.confirm }).click();
  await expect(buyerPage.getByText(RESERVE.done(1))).toBeVisible();

  // The seller sees the proposal and proposes the next Saturday instead.
  await sellerPage.goto('/dashboard?tab=sales');
  await expect(sellerPage.getByText(/^Propuesto por /).first()).toBeVisible();
  await sellerPage.getByRole('button', { name: MEETING.proposeOther }).first().click();
  const propose = sellerPage.getByRole('dialog', { name: MEETING.proposeTitle });
  await choose(
    sellerPage,
    propose.getByRole('combobox', { name: MEETING.place }),
    new RegExp(`^${place}`),
  );
  await propose.getByRole('combobox', { name: MEETING.day }).click();
  const saturdays = sellerPage.getByRole('option', { name: /^sábado/ });
  await saturdays.nth(1).click();
  await menuClosed(sellerPage);
  await expectReadable(sellerPage, 'meeting-propose-dialog');
  await propose.getByRole('button', { name: MEETING.send }).click();
  await expect(sellerPage.getByText(MEETING.proposedByMe).first()).toBeVisible();
  await waitForMail(buyer.email, MEETING.proposalSubject);

  // The buyer accepts; both screens say it is agreed.
  await buyerPage.goto('/dashboard?tab=my-orders');
  await expect(buyerPage.getByText(/^Propuesto por /).first()).toBeVisible();
  await buyerPage.getByRole('button', { name: MEETING.accept }).first().click();
  await expect(buyerPage.getByText(MEETING.agreed).first()).toBeVisible();
  await expect(
    buyerPage.getByText(new RegExp(`^Encuentro: sábado .*${place}`)).first(),
  ).toBeVisible();
  await expectReadable(buyerPage, 'meeting-agreed-buyer');
  await sellerPage.reload();
  await expect(sellerPage.getByText(MEETING.agreed).first()).toBeVisible();
  await expectReadable(sellerPage, 'meeting-agreed-seller');

  // The agreement's mail carries the event: it parses, at the place, on a Saturday.
  const agreed = await waitForMail(seller.email, MEETING.agreedSubject);
  const ics = agreed.calendars.find((part) => part.filename === 'encuentro.ics');
  expect(ics, 'the agreement mail has encuentro.ics').toBeDefined();
  const event = new ICAL.Event(
    new ICAL.Component(ICAL.parse(ics!.content)).getFirstSubcomponent('vevent')!,
  );
  expect(event.location).toContain(place);
  expect(event.startDate.toJSDate().getDay()).toBe(6);
  await sellerPage.context().close();
  await buyerPage.context().close();
});
