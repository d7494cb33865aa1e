import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { hasPermission } from '../../../policies/access';
import { useAccessContext, useActors } from '../../app/app-actor';
import { useDocumentTitle } from '../../app/document-title';
import type { PageProps } from '../../app/page-props';
import { useHeaderBranch } from '../../app/use-header-branch';
import { useProcessingDate } from '../../app/use-processing-date';
import { Page } from '../../components/page';
import { Tabs } from '../../components/tabs';
import { AssetRegister } from './asset-register';
import { CapitalSection } from './capital-section';

type Tab = 'assets' | 'capital';

const TABS = [
  { key: 'assets', label: 'Assets' },
  { key: 'capital', label: 'Capital' },
] as const;

/** Capital & Assets: the fixed asset register and the bank's capital, a tab each. */
export default function CapitalAssetsPage({ route }: PageProps) {
  useDocumentTitle(route.title);
  const access = useAccessContext();
  const manages = hasPermission(access, 'finance.asset.manage');
  const today = useProcessingDate() ?? new Date().toISOString().slice(0, 10);
  const header = useHeaderBranch();
  const branches = useSelector(useActors().branch, (snapshot) => snapshot.context.branches);
  const branchCode = branches.find((branch) => branch.id === header.activeBranchId)?.code ?? '';
  const [tab, setTab] = useState<Tab>('assets');
  return (
    <Page
      title={route.title}
      description="The bank's fixed assets with their depreciation, and its capital."
    >
      <Tabs label="Capital and assets" tabs={TABS} current={tab} onChange={setTab}>
        {tab === 'assets' ? (
          <AssetRegister manages={manages} today={today} branchCode={branchCode} />
        ) : (
          <CapitalSection />
        )}
      </Tabs>
    </Page>
  );
}
