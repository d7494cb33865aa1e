import { useCallback, useMemo, useState } from 'react';
import type { Api } from '../../../api/client';
import {
  getScorecard,
  listScorecardVersions,
  type Scorecard,
  saveScorecard,
} from '../../../api/credit.api';
import { formatBankDateTime } from '../../../policies/calendar';
import { CREDIT_GRADES } from '../../../policies/credit-score';
import { useApi } from '../../app/api-context';
import { useDocumentTitle } from '../../app/document-title';
import type { PageProps } from '../../app/page-props';
import { useApiQuery } from '../../app/use-api-query';
import { useRequest } from '../../app/use-request';
import { useSettled } from '../../app/use-settled';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import { LoadFailure } from '../../components/load-failure';
import { Notice } from '../../components/notice';
import { Card, Page } from '../../components/page';
import * as record from '../../components/record.css';
import * as table from '../../components/table.css';
import { useToast } from '../../components/toast';
import { visuallyHidden } from '../../components/visually-hidden.css';
import { draftOfScorecard, readScorecardDraft, type ScorecardDraft } from './scorecard-draft';
import { ScorecardEditor } from './scorecard-editor';

/** Before any scorecard is saved the editor starts from an empty card with the five grades. */
const BLANK: ScorecardDraft = {
  name: 'Retail scorecard',
  characteristics: [],
  cutoffs: CREDIT_GRADES.map((grade, i) => ({
    grade,
    minScore: String(80 - i * 20),
    decision: i < 2 ? 'APPROVE' : i < 4 ? 'REFER' : 'DECLINE',
  })),
};

/** The current scorecard, or null while none was ever saved (the server answers 404). */
async function loadCurrent(api: Api): Promise<Scorecard | null> {
  try {
    return await getScorecard(api);
  } catch (error) {
    if ((error as { code?: unknown }).code === 'credit_scorecard_missing') return null;
    throw error;
  }
}

function VersionsCard({
  versions,
  current,
  onOpen,
}: {
  versions: readonly Scorecard[];
  current: number | null;
  onOpen: (card: Scorecard) => void;
}) {
  return (
    <Card title="Versions">
      <div className={`${table.frame} ${record.scroll}`}>
        <table className={table.table} data-testid="scorecard-versions">
          <caption className={visuallyHidden}>Saved versions, newest first</caption>
          <thead>
            <tr>
              <th scope="col" className={table.headCell}>
                Version
              </th>
              <th scope="col" className={table.headCell}>
                Name
              </th>
              <th scope="col" className={table.headCell}>
                Saved
              </th>
              <th scope="col" className={table.headCell}>
                By
              </th>
              <th scope="col" className={table.headCell}>
                <span className={visuallyHidden}>Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {versions.length === 0 && (
              <tr>
                <td className={table.empty} colSpan={5}>
                  No version has been saved yet.
                </td>
              </tr>
            )}
            {versions.map((version) => (
              <tr key={version.id}>
                <td className={table.cell}>
                  {version.version}
                  {version.version === current && <span className={record.muted}> (in use)</span>}
                </td>
                <td className={table.cell}>{version.name}</td>
                <td className={table.cell}>{formatBankDateTime(version.createdAt)}</td>
                <td className={table.cell}>{version.createdBy}</td>
                <td className={table.cell}>
                  <Button size="small" tone="ghost" onClick={() => onOpen(version)}>
                    Edit from version {version.version}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}

/**
 * The credit scorecard: its characteristics with bins and points, the grade cut-offs and the
 * decision of each grade. Saving never changes a saved version: it makes the next one, which
 * scores every application from then on. Older versions can be opened to start from.
 */
export default function CreditScoringPage({ route }: PageProps) {
  useDocumentTitle(route.title);
  const api = useApi();
  const toast = useToast();
  const current = useApiQuery(loadCurrent);
  const versions = useApiQuery(listScorecardVersions);
  const card = current.data;
  if (current.snapshot.matches('loading') && card === null) {
    return (
      <Page title={route.title}>
        <Card>
          <p className={record.muted} aria-busy="true">
            Loading the scorecard…
          </p>
        </Card>
      </Page>
    );
  }
  const failure = current.snapshot.matches('failed') ? current.snapshot.context.failure : null;
  return (
    <Page
      title={route.title}
      description="How credit applications are scored, graded and what each grade suggests."
    >
      {failure && (
        <LoadFailure
          what="the scorecard"
          failure={failure}
          onRetry={() => current.send({ type: 'query.reload' })}
        />
      )}
      <Editor
        key={card?.version ?? 0}
        api={api}
        card={card}
        versions={versions.data?.items ?? []}
        onSaved={(saved) => {
          toast(`Version ${saved.version} is saved and scores applications from now on.`);
          current.send({ type: 'query.reload' });
          versions.send({ type: 'query.reload' });
        }}
      />
    </Page>
  );
}

function Editor({
  api,
  card,
  versions,
  onSaved,
}: {
  api: Api;
  card: Scorecard | null;
  versions: readonly Scorecard[];
  onSaved: (card: Scorecard) => void;
}) {
  const [draft, setDraft] = useState<ScorecardDraft>(() => (card ? draftOfScorecard(card) : BLANK));
  const [tried, setTried] = useState(false);
  const read = useMemo(() => readScorecardDraft(draft), [draft]);
  const perform = useCallback((input: unknown) => saveScorecard(api, input as never), [api]);
  const { snapshot, send } = useRequest(perform);
  useSettled(
    snapshot.matches('succeeded') ? (snapshot.context.output as Scorecard) : null,
    onSaved,
  );
  const failure = snapshot.context.failure;
  const problems = { ...(failure?.fieldErrors ?? {}), ...(tried ? read.problems : {}) };
  const busy = snapshot.matches('submitting');
  const edit = useCallback(
    (next: (current: ScorecardDraft) => ScorecardDraft) => setDraft(next),
    [],
  );
  function save() {
    setTried(true);
    if (read.card) send({ type: 'request.submit', input: read.card });
  }
  return (
    <>
      <Card>
        <div className={record.searchRow}>
          <Field
            label="Scorecard name"
            value={draft.name}
            maxLength={100}
            error={problems.name}
            onChange={(event) => {
              const name = event.target.value;
              setDraft((current) => ({ ...current, name }));
            }}
          />
          <Button tone="primary" onClick={save} disabled={busy}>
            {busy ? 'Saving…' : `Save as version ${(card?.version ?? 0) + 1}`}
          </Button>
        </div>
        <p className={record.muted}>
          {card
            ? `Version ${card.version} scores applications now; applications already scored keep their version.`
            : 'No scorecard is saved yet: applications cannot be submitted until one is.'}
        </p>
        {failure && <Notice tone="danger">Not saved: {failure.message}</Notice>}
        {tried && !read.card && (
          <Notice tone="warning">Some bins or grades need correcting: see beside them.</Notice>
        )}
      </Card>
      <ScorecardEditor draft={draft} problems={problems} edit={edit} />
      <VersionsCard
        versions={versions}
        current={card?.version ?? null}
        onOpen={(version) => {
          setDraft(draftOfScorecard(version));
          setTried(false);
        }}
      />
    </>
  );
}
