import { type ScorecardDefinition, scorecardProblems } from '../../policies/credit-score';
import { usersByIds } from '../approvals/approval.repository';
import { newRowId } from '../db/row-id';
import type { TenantTx } from '../db/tenant-scope';
import { DomainError } from '../errors/domain-error';
import {
  currentScorecard,
  insertScorecard,
  listScorecards,
  type ScorecardView,
  type StoredScorecard,
} from './scorecard.repository';

/** The stored definition without the bounds a bin left open, as the contract's ScoreBin. */
function tidy(definition: ScorecardDefinition): ScorecardDefinition {
  return {
    name: definition.name.trim(),
    characteristics: definition.characteristics.map(({ characteristic, bins }) => ({
      characteristic,
      bins: bins.map(({ label, min, max, categories, points }) => ({
        label: label.trim(),
        ...(min !== undefined && min !== null ? { min } : {}),
        ...(max !== undefined && max !== null ? { max } : {}),
        ...(categories ? { categories: [...categories] } : {}),
        points,
      })),
    })),
    cutoffs: definition.cutoffs.map(({ grade, minScore, decision }) => ({
      grade,
      minScore,
      decision,
    })),
  };
}

/** Saves the scorecard as the next version; a saved version is never changed. */
export async function saveScorecardVersion(
  t: TenantTx,
  definition: ScorecardDefinition,
  userId: string,
  now: Date,
): Promise<StoredScorecard> {
  const problems = scorecardProblems(definition);
  if (problems.length > 0) {
    throw new DomainError(
      'credit_scorecard_invalid',
      undefined,
      problems.map((p) => ({ ...p, code: 'credit_scorecard_invalid' })),
    );
  }
  const current = await currentScorecard(t);
  const card: StoredScorecard = {
    id: newRowId(now.getTime()),
    version: (current?.version ?? 0) + 1,
    definition: tidy(definition),
    createdBy: userId,
    createdAt: now.toISOString(),
  };
  await insertScorecard(t, card);
  return card;
}

/** Versions as the contract's Scorecard, with the names of who saved them. */
export async function scorecardViews(
  t: TenantTx,
  cards: readonly StoredScorecard[],
): Promise<ScorecardView[]> {
  const users = await usersByIds(
    t,
    cards.map((card) => card.createdBy),
  );
  return cards.map((card) => ({
    ...(card.definition as Pick<ScorecardView, 'name' | 'characteristics' | 'cutoffs'>),
    id: card.id,
    version: card.version,
    createdAt: card.createdAt,
    createdBy: users.get(card.createdBy)?.fullName ?? card.createdBy,
  }));
}

export async function currentScorecardView(t: TenantTx): Promise<ScorecardView> {
  const card = await currentScorecard(t);
  if (!card) throw new DomainError('credit_scorecard_not_found');
  const [view] = await scorecardViews(t, [card]);
  if (!view) throw new Error('A scorecard without its view.');
  return view;
}

export async function scorecardVersionViews(t: TenantTx): Promise<ScorecardView[]> {
  return scorecardViews(t, await listScorecards(t));
}
