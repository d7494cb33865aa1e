import { type ReactNode, useCallback, useState } from 'react';
import { Link } from 'wouter';
import { type AssetDetail, getAsset } from '../../../api/assets.api';
import { hasPermission } from '../../../policies/access';
import { formatBankDate } from '../../../policies/calendar';
import { formatKobo } from '../../../policies/money';
import { useAccessContext } from '../../app/app-actor';
import { useDocumentTitle } from '../../app/document-title';
import type { PageProps } from '../../app/page-props';
import { useApiQuery } from '../../app/use-api-query';
import { useProcessingDate } from '../../app/use-processing-date';
import { Button } from '../../components/button';
import { ColumnHeads } from '../../components/column-heads';
import { Figure } from '../../components/figure';
import { LoadFailure } from '../../components/load-failure';
import { Card, Facts, Page } from '../../components/page';
import * as record from '../../components/record.css';
import { RecordLoading } from '../../components/record-loading';
import { statusPill } from '../../components/status-pill.css';
import * as table from '../../components/table.css';
import { useToast } from '../../components/toast';
import { visuallyHidden } from '../../components/visually-hidden.css';
import { DepreciateDialog, DisposeDialog } from './asset-actions';
import {
  ASSET_STATUS_WORDS,
  DISPOSAL_KIND_WORDS,
  ENTRY_KIND_WORDS,
  frequencyWords,
  METHOD_WORDS,
} from './asset-words';
import { DepreciationScheduleTable } from './depreciation-schedule-table';

type Acting = 'depreciate' | 'dispose' | null;

function Register() {
  return <Link href="/capital-assets">The asset register</Link>;
}

function Figures({ asset }: { asset: AssetDetail }) {
  return (
    <dl className={record.figures} aria-label="Asset figures">
      <Figure label="Cost" name="cost">
        {formatKobo(asset.costKobo)}
      </Figure>
      <Figure label="Accumulated depreciation" name="accumulated">
        {formatKobo(asset.accumulatedDepreciationKobo)}
      </Figure>
      <Figure label="Net book value" name="net-book-value">
        {formatKobo(asset.netBookValueKobo)}
      </Figure>
      <Figure label="Salvage value" name="salvage">
        {formatKobo(asset.salvageValueKobo)}
      </Figure>
    </dl>
  );
}

function Details({ asset }: { asset: AssetDetail }) {
  const items: [string, ReactNode][] = [
    ['Category', asset.category],
    ['Branch', asset.branchName],
    ['Acquired on', formatBankDate(asset.acquisitionDate)],
    ['Available for use on', formatBankDate(asset.availableForUseDate)],
    ['Method', METHOD_WORDS[asset.depreciationMethod]],
    [
      'Depreciations',
      `${asset.totalDepreciations}, ${frequencyWords(asset.frequencyMonths).toLowerCase()}${asset.proRata ? ', the first pro rata' : ''}`,
    ],
    [
      'Depreciated to',
      asset.lastDepreciatedTo ? formatBankDate(asset.lastDepreciatedTo) : 'Not yet',
    ],
    ['Cost account', `${asset.costGlAccount.code} · ${asset.costGlAccount.name}`],
    [
      'Accumulated depreciation account',
      `${asset.accumulatedGlAccount.code} · ${asset.accumulatedGlAccount.name}`,
    ],
    [
      'Depreciation expense account',
      `${asset.expenseGlAccount.code} · ${asset.expenseGlAccount.name}`,
    ],
  ];
  if (asset.disposal) {
    const { disposal } = asset;
    items.push(
      ['Disposal', `${DISPOSAL_KIND_WORDS[disposal.kind]} on ${formatBankDate(disposal.date)}`],
      ['Proceeds', formatKobo(disposal.proceedsKobo)],
      disposal.gainKobo > 0
        ? ['Gain on disposal', formatKobo(disposal.gainKobo)]
        : ['Loss on disposal', formatKobo(disposal.lossKobo)],
    );
  }
  return (
    <Card title="Details">
      <Facts items={items} />
    </Card>
  );
}

function Entries({ asset }: { asset: AssetDetail }) {
  const amounts = ['Amount'];
  return (
    <Card title="Entries">
      <div className={`${table.frame} ${record.scroll}`}>
        <table className={`${table.table} ${record.compact}`}>
          <caption className={visuallyHidden}>The asset's journal entries</caption>
          <ColumnHeads headings={['Entry', 'Posted on', 'What', 'Amount']} amounts={amounts} />
          <tbody>
            {asset.entries.map((entry) => (
              <tr key={entry.entryId} data-kind={entry.kind}>
                <td className={table.cell}>{entry.entryNumber}</td>
                <td className={table.cell}>{formatBankDate(entry.postingDate)}</td>
                <td className={table.cell}>
                  {ENTRY_KIND_WORDS[entry.kind]}
                  <span className={record.listNote}>{entry.narration}</span>
                </td>
                <td className={`${table.cell} ${record.amount}`}>{formatKobo(entry.amountKobo)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}

/** One fixed asset: its figures, details, schedule with the rows posted, and its entries. */
export default function AssetPage({ route, params }: PageProps) {
  useDocumentTitle(route.title);
  const id = params.id ?? '';
  const toast = useToast();
  const access = useAccessContext();
  const manages = hasPermission(access, 'finance.asset.manage');
  const today = useProcessingDate() ?? new Date().toISOString().slice(0, 10);
  const load = useCallback((api: Parameters<typeof getAsset>[0]) => getAsset(api, id), [id]);
  const { snapshot, send, data: asset } = useApiQuery(load);
  const reload = useCallback(() => send({ type: 'query.reload' }), [send]);
  const [acting, setActing] = useState<Acting>(null);
  const onDone = useCallback(
    (_after: AssetDetail, message: string) => {
      setActing(null);
      toast(message);
      reload();
    },
    [toast, reload],
  );
  const failure = snapshot.matches('failed') ? snapshot.context.failure : null;
  if (!asset) {
    return (
      <RecordLoading
        title={route.title}
        back={<Register />}
        what="the asset"
        failure={failure}
        onRetry={reload}
      />
    );
  }
  const status = ASSET_STATUS_WORDS[asset.status];
  const disposed = asset.status === 'DISPOSED';
  return (
    <Page
      title={`${asset.tag} · ${asset.name}`}
      description={
        <>
          <Register /> · <span className={statusPill({ tone: status.tone })}>{status.label}</span>
        </>
      }
      actions={
        manages && !disposed ? (
          <>
            {asset.status === 'ACTIVE' && (
              <Button tone="primary" onClick={() => setActing('depreciate')}>
                Depreciate to date
              </Button>
            )}
            <Button tone="danger" onClick={() => setActing('dispose')}>
              Dispose
            </Button>
          </>
        ) : null
      }
    >
      <div className={record.body}>
        {failure && <LoadFailure what="the latest figures" failure={failure} onRetry={reload} />}
        <Figures asset={asset} />
        <Details asset={asset} />
        <Card title="Depreciation schedule">
          <DepreciationScheduleTable
            rows={asset.schedule}
            caption="The asset's depreciation schedule"
            posted
          />
        </Card>
        <Entries asset={asset} />
      </div>
      {acting === 'depreciate' && (
        <DepreciateDialog
          asset={asset}
          today={today}
          onDone={onDone}
          onClose={() => setActing(null)}
        />
      )}
      {acting === 'dispose' && (
        <DisposeDialog
          asset={asset}
          today={today}
          onDone={onDone}
          onClose={() => setActing(null)}
        />
      )}
    </Page>
  );
}
