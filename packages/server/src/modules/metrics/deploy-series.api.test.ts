import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { testDriver } from '../../../test/postgres-url';
import { serverRoot } from '../../paths';

/**
 * Every series the alerts (deploy/prometheus/alerts.yml) and the dashboard
 * (deploy/grafana/mercado-de-cartas.json) read is one GET /metrics exposes: a metric renamed
 * here would otherwise leave an alert that can never fire and an empty panel. On PostgreSQL,
 * where the pool's gauges exist too.
 */
const deployFile = (file: string) =>
  fs.readFileSync(path.join(serverRoot, '../../deploy', file), 'utf8');

/** Names of this app's and the process's series in a PromQL text, histogram suffixes dropped. */
const seriesIn = (text: string) =>
  new Set(
    [...text.matchAll(/\b(?:http|db|mail|job|nodejs|process)_[a-z0-9_]+/g)].map(([name]) =>
      name.replace(/_(bucket|count|sum)$/, ''),
    ),
  );

describe.runIf(testDriver() === 'postgres')('the series the deploy files read', () => {
  const suite = useTestApp();

  it('are all exposed by GET /metrics', async () => {
    const res = await suite.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' });
    const exposed = new Set([...res.body.matchAll(/^# TYPE (\S+) /gm)].map(([, name]) => name));
    const dashboard = JSON.parse(deployFile('grafana/mercado-de-cartas.json')) as {
      panels: { targets?: { expr: string }[] }[];
    };
    const panelQueries = dashboard.panels.flatMap((p) => p.targets ?? []).map((t) => t.expr);
    for (const [file, text] of [
      ['alerts.yml', deployFile('prometheus/alerts.yml')],
      ['the dashboard', panelQueries.join('\n')],
    ] as const) {
      const read = [...seriesIn(text)];
      expect(read.length, file).toBeGreaterThan(4);
      expect(
        read.filter((name) => !exposed.has(name)),
        file,
      ).toEqual([]);
    }
  });
});
