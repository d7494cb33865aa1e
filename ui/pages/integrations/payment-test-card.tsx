import { type FormEvent, useState } from 'react';
import { type BankPage, listBanks } from '../../../api/banks.api';
import type { Api } from '../../../api/client';
import {
  type PaymentIntegrationTestResult,
  testPaymentIntegration,
} from '../../../api/integrations.api';
import { useApi } from '../../app/api-context';
import { useApiQuery } from '../../app/use-api-query';
import { useRequest } from '../../app/use-request';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import { Notice } from '../../components/notice';
import { Card, Facts } from '../../components/page';
import { SelectField } from '../../components/select-field';
import * as styles from '../../components/settings/settings.css';

const PAGE_SIZE = 100;

/** Every active bank, a page of 100 at a time, for the bank to ask. */
async function activeBanks(api: Api): Promise<BankPage['items']> {
  const first = await listBanks(api, { active: true, pageSize: PAGE_SIZE });
  const items = [...first.items];
  for (let page = 2; (page - 1) * PAGE_SIZE < first.total; page++) {
    items.push(...(await listBanks(api, { active: true, pageSize: PAGE_SIZE, page })).items);
  }
  return items;
}

function TestOutcome({ result }: { result: PaymentIntegrationTestResult }) {
  const code = <span className={styles.mono}>{result.responseCode ?? 'None'}</span>;
  const latency = <span className={styles.mono}>{result.latencyMs} ms</span>;
  if (!result.reached) {
    return (
      <Notice tone="danger">
        The switch was not reached ({result.latencyMs} ms): {result.message}
      </Notice>
    );
  }
  return (
    <>
      <Notice tone={result.responseCode === '00' ? 'success' : 'warning'}>
        {result.responseCode === '00'
          ? 'The switch answered and named the account.'
          : 'The switch answered but did not name the account; the connection works.'}
      </Notice>
      <Facts
        items={[
          ['Response code', code],
          ['Meaning', result.message],
          ['Account name', result.accountName ?? 'None'],
          ['Latency', latency],
        ]}
      />
    </>
  );
}

/** "Test connection": one name enquiry with the saved settings, and what came back. */
export function PaymentTestCard({ configured }: { configured: boolean }) {
  const api = useApi();
  const banks = useApiQuery(activeBanks);
  const [bankCode, setBankCode] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const [problem, setProblem] = useState<Record<string, string>>({});
  const { snapshot, send } = useRequest((input) =>
    testPaymentIntegration(api, input as { bankCode: string; accountNumber: string }),
  );
  const result = snapshot.matches('succeeded')
    ? (snapshot.context.output as PaymentIntegrationTestResult)
    : null;
  const failure = snapshot.context.failure;
  const testing = snapshot.matches('submitting');

  function submit(event: FormEvent) {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (!bankCode) problems.bankCode = 'Choose the bank to ask.';
    if (!/^\d{10}$/.test(accountNumber))
      problems.accountNumber = 'Enter a 10-digit account number.';
    setProblem(problems);
    if (Object.keys(problems).length === 0) {
      send({ type: 'request.submit', input: { bankCode, accountNumber } });
    }
  }

  const options = (banks.data ?? []).map((bank) => ({
    value: bank.nipCode,
    label: `${bank.name} (${bank.nipCode})`,
  }));
  return (
    <Card title="Test connection">
      <form className={styles.form} onSubmit={submit} aria-label="Test connection" noValidate>
        <p className={styles.muted}>
          Sends one name enquiry through the switch with the saved settings. Save your changes
          first.
        </p>
        {!configured && (
          <Notice tone="info">Save the connection settings before testing them.</Notice>
        )}
        <div className={styles.fields}>
          <SelectField
            id="test-bank"
            label="Bank"
            value={bankCode}
            placeholder={banks.data ? 'Choose a bank' : 'Loading banks…'}
            options={options}
            error={problem.bankCode ?? failure?.fieldErrors.bankCode}
            onChange={(event) => setBankCode(event.target.value)}
          />
          <Field
            id="test-account"
            label="Account number"
            inputMode="numeric"
            maxLength={10}
            autoComplete="off"
            value={accountNumber}
            error={problem.accountNumber ?? failure?.fieldErrors.accountNumber}
            onChange={(event) => setAccountNumber(event.target.value.replace(/\D/g, ''))}
          />
        </div>
        <div className={styles.actions}>
          <Button type="submit" disabled={testing || !configured}>
            {testing ? 'Testing…' : 'Test connection'}
          </Button>
        </div>
        {failure && <Notice tone="danger">{failure.message}</Notice>}
        {result && <TestOutcome result={result} />}
      </form>
    </Card>
  );
}
