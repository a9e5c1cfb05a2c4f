import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { listenLocally } from '../local-server';
import { SHARED_DATA_DIR } from '../shared-data';

/**
 * A local stand-in for Moxfield's API (api2.moxfield.com), answering the real v3 deck recorded
 * in shared/data/exports (SHARED_DATA_DIR) for its public id, and what a test asks for others.
 *
 *   const moxfield = await startFakeMoxfield();   // MOXFIELD_API_URL = moxfield.url
 *   GET {url}/v3/decks/all/YwY3uz_CykKxnq3XBDpGFQ   → the recorded deck (RECORDED_DECK_ID)
 *   moxfield.setDeck(id, 'private')   → 403; 'missing' → 404 (also any id never set),
 *            'error' → 500, 'slow' → never answers (the client's timeout), 'garbage' → not JSON,
 *            or a JSON body to answer with 200
 *   moxfield.requests                 → the paths received, in order
 *   await moxfield.close();
 */

export const RECORDED_DECK_ID = 'YwY3uz_CykKxnq3XBDpGFQ';
export const RECORDED_DECK_FILE = path.join(SHARED_DATA_DIR, 'exports/moxfield-api-v3-deck.json');

export type FakeDeck = 'private' | 'missing' | 'error' | 'slow' | 'garbage' | object;

export interface FakeMoxfield {
  url: string;
  requests: string[];
  setDeck(deckId: string, answer: FakeDeck): void;
  close(): Promise<void>;
}

const DECK_PATH = /^\/v3\/decks\/all\/([^/]+)$/;

export async function startFakeMoxfield(): Promise<FakeMoxfield> {
  const recorded = fs.readFileSync(RECORDED_DECK_FILE, 'utf8');
  const decks = new Map<string, FakeDeck | string>([[RECORDED_DECK_ID, recorded]]);
  const requests: string[] = [];

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://moxfield.local');
    requests.push(url.pathname);
    const send = (status: number, body: string, type = 'application/json; charset=utf-8') => {
      response.writeHead(status, { 'content-type': type });
      response.end(body);
    };
    const id = DECK_PATH.exec(url.pathname)?.[1];
    const answer = id ? (decks.get(decodeURIComponent(id)) ?? 'missing') : 'missing';
    if (answer === 'slow') return; // hangs until the client gives up or the server closes
    if (answer === 'missing') return send(404, JSON.stringify({ title: 'Not Found', status: 404 }));
    if (answer === 'private') return send(403, JSON.stringify({ title: 'Forbidden', status: 403 }));
    if (answer === 'error') return send(500, '<html>Internal Server Error</html>', 'text/html');
    if (answer === 'garbage') return send(200, '{"name": "cortado');
    return send(200, typeof answer === 'string' ? answer : JSON.stringify(answer));
  });

  const local = await listenLocally(server);
  return {
    url: local.url,
    requests,
    setDeck: (deckId, answer) => void decks.set(deckId, answer),
    close: () => {
      server.closeAllConnections();
      return local.close();
    },
  };
}
