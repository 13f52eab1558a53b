import { useEffect } from 'react';
import { Spinner } from '#components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#components/ui/tabs.tsx';
import { useProfile } from '#features/auth/api/get-profile.ts';
import { useOperatorSummary } from '../api/operator-api.ts';
import { CreditsPanel } from './credits-panel.tsx';
import { DataPanel } from './data-panel.tsx';
import { InboxPanel } from './inbox-panel.tsx';
import { OrdersPanel } from './orders-panel.tsx';
import { AuditPanel, OutboxPanel, UsersPanel } from './people-panels.tsx';
import { PipelinePanel } from './pipeline-panel.tsx';

function BackOffice() {
  const summary = useOperatorSummary();
  const unread = summary.data?.unread.total;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-extrabold text-white">Back office</h1>
          {summary.data && <p className="mt-1 text-teal-200">Signed in as {summary.data.operator}</p>}
        </div>
        <p role="status" className="rounded-full bg-mint-400 px-4 py-1.5 font-semibold text-teal-950">
          {unread === undefined ? 'Counting unread…' : `${unread} unread`}
        </p>
      </div>
      {summary.error && (
        <p role="alert" className="text-red-300">
          {summary.error.message}
        </p>
      )}
      <Tabs defaultValue="inbox">
        <TabsList aria-label="Back office" className="flex-wrap">
          <TabsTrigger value="inbox">Inbox{unread ? ` (${unread})` : ''}</TabsTrigger>
          <TabsTrigger value="orders">Orders</TabsTrigger>
          <TabsTrigger value="users">Users</TabsTrigger>
          <TabsTrigger value="outbox">
            Outbox{summary.data?.outbox.waiting ? ` (${summary.data.outbox.waiting} waiting)` : ''}
          </TabsTrigger>
          <TabsTrigger value="credits">Credits</TabsTrigger>
          <TabsTrigger value="audit">Audit trail</TabsTrigger>
          <TabsTrigger value="pipeline">Pipeline</TabsTrigger>
          <TabsTrigger value="data">Data</TabsTrigger>
        </TabsList>
        <TabsContent value="inbox">
          <InboxPanel />
        </TabsContent>
        <TabsContent value="orders">
          <OrdersPanel />
        </TabsContent>
        <TabsContent value="users">
          <UsersPanel />
        </TabsContent>
        <TabsContent value="outbox">
          <OutboxPanel mailDelivery={summary.data?.mail_delivery} />
        </TabsContent>
        <TabsContent value="credits">
          <CreditsPanel />
        </TabsContent>
        <TabsContent value="audit">
          <AuditPanel />
        </TabsContent>
        <TabsContent value="pipeline">
          <PipelinePanel />
        </TabsContent>
        <TabsContent value="data">
          <DataPanel />
        </TabsContent>
      </Tabs>
    </div>
  );
}

/**
 * /operator (issue 19): the brokerage's back office, in its own lazy chunk. Only for an account the
 * command line made an operator; the server checks the role on every call, this only avoids asking.
 */
export function OperatorPage() {
  const profile = useProfile();
  useEffect(() => {
    document.title = 'Back office · Homie';
  }, []);
  if (profile.isLoading)
    return (
      <div className="p-10 text-teal-200">
        <Spinner label="Checking your access…" className="size-5" />
      </div>
    );
  if (profile.data?.role !== 'operator')
    return (
      <div className="mx-auto max-w-2xl px-4 py-16">
        <h1 className="text-2xl font-bold text-white">Back office</h1>
        <p className="mt-3 text-teal-200">This area is for the brokerage’s operators.</p>
      </div>
    );
  return <BackOffice />;
}
