import { type FormEvent, useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import { Card } from '../../components/page';
import * as table from '../../components/table.css';

/**
 * A record of the chart by its id (a NIP transfer by its reference too), shown on the chart with
 * its history: the way to a record that has no page of its own.
 */
export function FindRecord({ chart }: { chart: string }) {
  const [key, setKey] = useState('');
  const [, navigate] = useLocation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = key.trim();
    if (wanted) navigate(`/admin/statecharts/${chart}/records/${encodeURIComponent(wanted)}`);
  };
  return (
    <Card title="Find a record">
      <form className={table.toolbar} onSubmit={submit}>
        <Field
          label={chart === 'nip-transfer' ? 'Id or reference' : 'Id'}
          value={key}
          maxLength={64}
          onChange={(event) => setKey(event.target.value)}
        />
        <Button type="submit" disabled={key.trim() === ''}>
          Show on the chart
        </Button>
      </form>
    </Card>
  );
}
