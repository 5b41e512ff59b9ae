import { lazy } from 'react';
import type { DashboardData } from '../../domain/rules/dashboard.ts';
import { isNewFirm } from '../../domain/rules/first-run.ts';
import { SectionAnchor, type SectionLink, SectionNav } from '../../ui/section-nav.tsx';
import { UpcomingDeadlinesCard } from '../reports/index.ts';
import { useSyncStatus } from '../sync/index.ts';
import { ChartCard } from './chart-card.tsx';
import { distributionBars, distributionSummary, monthlyPoints, monthlySummary } from './chart-data.ts';
import { DashboardErrorBoundary } from './dashboard-error-boundary.tsx';
import { formatCount } from './dashboard-format.ts';
import { dashboardPhase } from './dashboard-view.ts';
import { GettingStartedCard } from './getting-started-card.tsx';
import { PreparingOfflineCopy } from './preparing-offline-copy.tsx';
import { RecentDocumentsTable } from './recent-documents-table.tsx';
import { RecentFilesTable } from './recent-files-table.tsx';
import { StatCards } from './stat-cards.tsx';
import { useDashboardData, useIdentity } from './use-dashboard-data.ts';
import { useFirstPaint } from './use-first-paint.ts';
import { WelcomeBanner } from './welcome-banner.tsx';
import './dashboard.css';

// victory only ever loads with the dashboard (docs/architecture.md#performance-budgets): one chunk, shared by both charts.
const loadCharts = () => import('./dashboard-charts.tsx');
const DistributionChart = lazy(() => loadCharts().then((m) => ({ default: m.DistributionChart })));
const MonthlyChart = lazy(() => loadCharts().then((m) => ({ default: m.MonthlyChart })));

const LOAD_ERROR = 'Failed to load dashboard data';

/** The dashboard's sections one tap away (docs/behaviour.md#estate-page-layout): on a phone it is five screens long. */
const DASHBOARD_SECTIONS: readonly SectionLink[] = [
  { id: 'figures', label: 'At a glance' },
  { id: 'recent-files', label: 'Recent Files' },
  { id: 'upcoming-deadlines', label: 'Upcoming Deadlines' },
  { id: 'charts', label: 'Charts' },
  { id: 'recent-documents', label: 'Recent Documents' },
];

/** The admin home (docs/behaviour.md#dashboard): everything on it is computed from the local store, online or not. */
export function DashboardScreen() {
  return (
    <DashboardErrorBoundary
      fallback={
        <p className="alert alert-error" role="alert">
          {LOAD_ERROR}
        </p>
      }
    >
      <Dashboard />
    </DashboardErrorBoundary>
  );
}

function Dashboard() {
  const identity = useIdentity();
  const { firstSyncDone, online, state } = useSyncStatus();
  const pulling = state.progress?.phase === 'pull' ? state.progress.total : undefined;
  const { read, waitingForPull } = useDashboardData(pulling);
  const phase = waitingForPull ? 'preparing' : dashboardPhase({ read, firstSyncDone, online });
  useFirstPaint(phase, read.status === 'ready' ? read.data : null);
  return (
    <div className="dashboard">
      <WelcomeBanner
        identity={identity}
        newFirm={phase === 'ready' && read.status === 'ready' && isNewFirm(read.data.summary.totalFiles)}
      />
      {phase === 'loading' && (
        <div className="dash-loading" role="status" aria-live="polite">
          <div className="spinner" aria-hidden="true" />
          <p>Loading dashboard…</p>
        </div>
      )}
      {phase === 'error' && (
        <p className="alert alert-error" role="alert">
          {LOAD_ERROR}
        </p>
      )}
      {(phase === 'preparing' || phase === 'waiting-offline') && (
        <PreparingOfflineCopy progress={state.progress} online={online} />
      )}
      {phase === 'ready' && read.status === 'ready' && <DashboardBody data={read.data} />}
    </div>
  );
}

function DashboardBody({ data }: { data: DashboardData }) {
  const bars = distributionBars(data.assetDistribution);
  const points = monthlyPoints(data.monthlyTransactions);
  const distributionText = distributionSummary(bars);
  const monthlyText = monthlySummary(points);
  return (
    <>
      {isNewFirm(data.summary.totalFiles) && <GettingStartedCard files={data.summary.totalFiles} />}
      <SectionNav label="Dashboard sections" sections={DASHBOARD_SECTIONS} />
      <SectionAnchor id="figures">
        <StatCards summary={data.summary} />
      </SectionAnchor>
      <SectionAnchor id="recent-files">
        <RecentFilesTable files={data.recentFiles} />
      </SectionAnchor>
      <SectionAnchor id="upcoming-deadlines">
        <UpcomingDeadlinesCard />
      </SectionAnchor>
      <SectionAnchor id="charts">
        <div className="dash-charts">
          <ChartCard
            id="dash-distribution"
            title="Estate Value Distribution"
            summary={distributionText}
            isEmpty={bars.length === 0}
            emptyTitle="No assets yet"
            emptyText="Assets added to an estate are grouped here by kind."
            columns={['Asset group', 'Assets']}
            rows={bars.map((b) => ({ key: b.group, cells: [b.label, formatCount(b.count)] }))}
          >
            <DistributionChart
              bars={bars}
              title="Estate Value Distribution"
              desc={`Horizontal bar chart of the number of assets in each group. ${distributionText}`}
            />
          </ChartCard>
          <ChartCard
            id="dash-monthly"
            title="Monthly Completions"
            summary={monthlyText}
            isEmpty={points.length === 0}
            emptyTitle="No transactions yet"
            emptyText="Receipts, disbursements and transfers are totalled here month by month."
            columns={['Month', 'Total amount']}
            rows={points.map((p) => ({ key: String(p.x), cells: [p.label, p.amount] }))}
          >
            <MonthlyChart
              points={points}
              title="Monthly Completions"
              desc={`Line chart of the total transaction amount per month, in US dollars. ${monthlyText}`}
            />
          </ChartCard>
        </div>
      </SectionAnchor>
      <SectionAnchor id="recent-documents">
        <RecentDocumentsTable documents={data.recentDocuments} />
      </SectionAnchor>
    </>
  );
}
