import { Tabs as TabsPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '#lib/cn.ts';

/**
 * Tabs: `<Tabs defaultValue="a"><TabsList aria-label="…"><TabsTrigger value="a">A</TabsTrigger>…
 * </TabsList><TabsContent value="a">…</TabsContent></Tabs>`. Arrow keys move between tabs.
 */
export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn('inline-flex gap-1 rounded-xl bg-teal-950/60 p-1', className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'rounded-lg px-4 py-2 text-sm font-semibold text-teal-200 transition-colors',
        'hover:text-white focus-visible:outline-2 focus-visible:outline-mint-300',
        'data-[state=active]:bg-mint-400 data-[state=active]:text-teal-950',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn('mt-4 focus-visible:outline-none', className)} {...props} />;
}
