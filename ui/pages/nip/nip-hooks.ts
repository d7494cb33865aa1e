import { useEffect, useRef, useState } from 'react';
import { type Bank, listNipBanks } from '../../../api/banks.api';
import type { Api } from '../../../api/client';
import {
  getNipTransfer,
  type NipNameEnquiryResult,
  type NipTransferDetail,
  type NipTransferQuote,
  nipNameEnquiry,
  quoteNipTransfer,
} from '../../../api/nip.api';
import { type Failure, toFailure } from '../../../machines/failure';
import { MAX_PAGE_SIZE } from '../../../policies/constants';
import { useApi } from '../../app/api-context';
import { useApiQuery } from '../../app/use-api-query';
import { type Async, useLatest } from '../../app/use-latest';
import { stillMoving } from './nip-draft';

/** The longest list of institutions read: every active one fits well within it. */
const MAX_BANK_PAGES = 10;
/** The quote waits for the teller to stop typing the amount. */
export const QUOTE_DEBOUNCE_MS = 400;
/** How often a transfer on its way is read again. */
export const STATUS_POLL_MS = 1_500;

/** Every active institution, by name, read page by page. */
async function loadActiveBanks(api: Api): Promise<Bank[]> {
  const banks: Bank[] = [];
  for (let page = 1; page <= MAX_BANK_PAGES; page += 1) {
    const answer = await listNipBanks(api, { page, pageSize: MAX_PAGE_SIZE });
    banks.push(...answer.items);
    if (page * MAX_PAGE_SIZE >= answer.total) break;
  }
  return banks.sort((a, b) => a.name.localeCompare(b.name));
}

export function useActiveBanks() {
  const { snapshot, send, data } = useApiQuery(loadActiveBanks);
  return {
    banks: data ?? [],
    loading: snapshot.matches('loading'),
    failure: snapshot.matches('failed') ? snapshot.context.failure : null,
    reload: () => send({ type: 'query.reload' }),
  };
}

async function enquire(api: Api, bankCode: string, accountNumber: string) {
  return nipNameEnquiry(api, { bankCode, accountNumber });
}

/** "Verify account": the name enquiry (010) for the bank and number typed. */
export function useNameEnquiry(onFound: (result: NipNameEnquiryResult) => void) {
  const latest = useLatest(enquire);
  const found = latest.result.state === 'done' ? latest.result.value : null;
  const told = useRef<NipNameEnquiryResult | null>(null);
  useEffect(() => {
    if (found && told.current !== found) {
      told.current = found;
      onFound(found);
    }
  }, [found, onFound]);
  return latest;
}

async function quote(api: Api, debitAccountId: string, amountKobo: number) {
  return quoteNipTransfer(api, { debitAccountId, amountKobo });
}

/** The quote for the account and amount, asked again a moment after either changes. */
export function useQuote(debitAccountId: string | null, amountKobo: number | null) {
  const latest = useLatest(quote);
  const { start, clear } = latest;
  useEffect(() => {
    if (!debitAccountId || amountKobo === null || amountKobo <= 0) {
      clear();
      return;
    }
    const timer = setTimeout(() => void start(debitAccountId, amountKobo), QUOTE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [debitAccountId, amountKobo, start, clear]);
  return latest.result as Async<NipTransferQuote>;
}

/**
 * A transfer's live status: read at once and again every STATUS_POLL_MS while it is DEBITED or
 * SENT, stopping on a final status (or when the screen closes).
 */
export function useLiveTransfer(id: string) {
  const api = useApi();
  const [transfer, setTransfer] = useState<NipTransferDetail | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = async () => {
      try {
        const next = await getNipTransfer(api, id);
        if (stopped) return;
        setTransfer(next);
        setFailure(null);
        if (stillMoving(next.status)) timer = setTimeout(read, STATUS_POLL_MS);
      } catch (error) {
        if (stopped) return;
        setFailure(toFailure(error));
        timer = setTimeout(read, STATUS_POLL_MS * 2);
      }
    };
    void read();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [api, id]);
  return { transfer, failure };
}
