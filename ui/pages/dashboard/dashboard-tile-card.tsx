import { lazy, Suspense, useCallback } from 'react';
import { Link } from 'wouter';
import type { Api } from '../../../api/client';
import {
  type DashboardTile,
  type DashboardTileRef,
  getDashboardTile,
} from '../../../api/dashboard.api';
import { useApiQuery } from '../../app/use-api-query';
import { Button } from '../../components/button';
import { Notice } from '../../components/notice';
import { Card } from '../../components/page';
import * as styles from './dashboard-page.css';
import { figureText, tileWords } from './tile-words';

const TileChart = lazy(() => import('./tile-chart'));

/**
 * One tile of the dashboard, read on its own: while it loads, when it fails (with a retry, the
 * other tiles unaffected) and once it has its figures, chart and short list.
 */
export function DashboardTileCard({
  tile,
  branchId,
}: {
  tile: DashboardTileRef;
  branchId: string | null;
}) {
  const load = useCallback(
    (api: Api) => getDashboardTile(api, tile.key, branchId ?? undefined),
    [tile.key, branchId],
  );
  const { snapshot, send, data } = useApiQuery(load);
  const titleId = `tile-${tile.key}`;
  return (
    <Card>
      <article aria-labelledby={titleId} data-tile={tile.key} className={styles.stack}>
        <h2 id={titleId} className={styles.tileTitle}>
          <Link href={data?.link ?? tile.link} className={styles.tileTitleLink}>
            {tile.title}
          </Link>
        </h2>
        {snapshot.matches('failed') && (
          <Notice tone="danger">
            This tile could not load.{' '}
            <Button size="small" onClick={() => send({ type: 'query.reload' })}>
              Try again
            </Button>
          </Notice>
        )}
        {!data && !snapshot.matches('failed') && <p className={styles.muted}>Loading…</p>}
        {data && <TileBody tile={data} />}
      </article>
    </Card>
  );
}

function TileBody({ tile }: { tile: DashboardTile }) {
  const words = tileWords(tile.key, tile.title);
  const nothing = tile.items.length === 0 && tile.empty;
  return (
    <section aria-label={`${tile.title} at a glance`} className={styles.stack}>
      {tile.figures.length > 0 && (
        <dl className={styles.figures}>
          {tile.figures.map((figure) => (
            <div key={figure.label} className={styles.figure} data-figure={figure.label}>
              <dt className={styles.figureLabel}>{figure.label}</dt>
              <dd className={styles.figureValue[figure.tone]}>
                {figure.link ? (
                  <Link href={figure.link}>{figureText(figure, words.unit)}</Link>
                ) : (
                  figureText(figure, words.unit)
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {tile.chart && (
        <Suspense fallback={<p className={styles.muted}>Loading the chart…</p>}>
          <TileChart chart={tile.chart} title={tile.title} />
        </Suspense>
      )}
      {tile.items.length > 0 && (
        <ul className={styles.items}>
          {tile.items.map((item) => (
            <li key={`${item.label}-${item.link ?? item.detail}`} className={styles.item}>
              <span>{item.label}</span>
              {item.link ? <Link href={item.link}>{item.detail}</Link> : <span>{item.detail}</span>}
            </li>
          ))}
        </ul>
      )}
      {nothing && <p className={styles.muted}>{tile.empty}</p>}
      <p className={styles.links}>
        <Link href={tile.link}>{words.more}</Link>
        {words.links?.map(([label, href]) => (
          <Link key={href} href={href}>
            {label}
          </Link>
        ))}
      </p>
    </section>
  );
}
