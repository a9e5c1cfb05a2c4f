import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { listenLocally } from '../local-server';
import { SHARED_DATA_DIR } from '../shared-data';

/**
 * A local stand-in for the georef API (apis.datos.gob.ar/georef/api), answering from the real
 * responses saved in shared/data/georef (SHARED_DATA_DIR) in georef's own shape.
 *
 *   const georef = await startFakeGeoref();   // GEOREF_API_URL = georef.url
 *   GET {url}/provincias                        → { cantidad, total, inicio, parametros, provincias }
 *   GET {url}/departamentos?provincia=06&max=N  → { …, departamentos } (georef's default max: 10)
 *   georef.requests                             → the paths + queries received, in order
 *   georef.setFailing(true)                     → every call answers 503 until set back
 *   await georef.close();
 */

export interface FakeGeoref {
  url: string;
  requests: string[];
  setFailing(failing: boolean): void;
  close(): Promise<void>;
}

interface Place {
  id: string;
  nombre: string;
  provincia?: { id: string };
}

const dataDir = path.join(SHARED_DATA_DIR, 'georef');
const readList = (file: string, key: string): Place[] =>
  JSON.parse(fs.readFileSync(path.join(dataDir, file), 'utf8'))[key];

const GEOREF_DEFAULT_MAX = 10;

export async function startFakeGeoref(options: { failing?: boolean } = {}): Promise<FakeGeoref> {
  const provincias = readList('provincias.json', 'provincias');
  const departamentos = readList('departamentos.json', 'departamentos');
  const requests: string[] = [];
  let failing = options.failing ?? false;

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://georef.local');
    requests.push(`${url.pathname}${url.search}`);
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(body));
    };
    if (failing) return send(503, { errores: [{ mensaje: 'Servicio no disponible' }] });

    if (url.pathname === '/provincias') {
      return send(200, {
        cantidad: provincias.length,
        total: provincias.length,
        inicio: 0,
        parametros: {},
        provincias,
      });
    }
    if (url.pathname === '/departamentos') {
      const provincia = url.searchParams.get('provincia');
      const max = Number(url.searchParams.get('max') ?? GEOREF_DEFAULT_MAX);
      const matching = departamentos.filter((d) => !provincia || d.provincia?.id === provincia);
      const page = matching.slice(0, max);
      return send(200, {
        cantidad: page.length,
        total: matching.length,
        inicio: 0,
        parametros: { ...(provincia ? { provincia: [provincia] } : {}), max },
        departamentos: page,
      });
    }
    return send(404, { errores: [{ mensaje: 'Recurso no encontrado' }] });
  });

  const { url, close } = await listenLocally(server);
  return {
    url,
    requests,
    setFailing: (value) => {
      failing = value;
    },
    close,
  };
}
