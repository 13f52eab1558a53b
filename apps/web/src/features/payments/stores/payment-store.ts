import type { PlanTier } from '@homie/contracts/payments';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** The plan chosen on /choose-plan; 'None' until one is chosen (spec §3 payment state). */
export type SelectedPlan = 'None' | PlanTier;

interface PaymentState {
  selectedPlan: SelectedPlan;
  isAuthenticated: boolean;
  isPaid: boolean;
  /** The analysis job the plan is bought for. */
  historyId: string | null;
  /**
   * A guest's capability token for their orders, sent back as X-Order-Token. Only ever the
   * `order_token` the server issued (the browser never makes one up; decision 094).
   */
  orderToken: string | null;
  /**
   * The checkout the payment dialog is waiting on, kept across a reload so a payment finished in
   * the checkout tab meanwhile is picked up when the owner comes back (decision 107).
   */
  pendingSession: PendingSession | null;
  setPendingSession: (session: PendingSession | null) => void;
  /** Remembers the plan being bought; a different job starts unpaid. */
  selectPlan: (plan: PlanTier, historyId: string, isAuthenticated: boolean) => void;
  markPaid: (plan?: PlanTier) => void;
  setOrderToken: (token: string) => void;
  reset: () => void;
}

export interface PendingSession {
  sessionId: string;
  sessionUrl: string;
  historyId: string;
  tier: PlanTier;
  /** What the checkout charges (the upgrade's difference, or the plan's price). */
  amountCents?: number;
  upgrade?: boolean;
}

const initial = {
  pendingSession: null as PendingSession | null,
  selectedPlan: 'None' as SelectedPlan,
  isAuthenticated: false,
  isPaid: false,
  historyId: null,
  orderToken: null,
};

/** Payment state, kept across the checkout window, reloads and the redirect to /fill-form. */
export const usePaymentStore = create<PaymentState>()(
  persist(
    (set) => ({
      ...initial,
      selectPlan: (plan, historyId, isAuthenticated) =>
        set((state) => ({
          selectedPlan: plan,
          historyId,
          isAuthenticated,
          isPaid: state.historyId === historyId ? state.isPaid : false,
        })),
      setPendingSession: (pendingSession) => set({ pendingSession }),
      markPaid: (plan) => set((state) => ({ isPaid: true, selectedPlan: plan ?? state.selectedPlan })),
      setOrderToken: (orderToken) => {
        if (orderToken.trim()) set({ orderToken });
      },
      // The order token survives a reset: it is the guest's only key to what they already bought.
      reset: () => set((state) => ({ ...initial, orderToken: state.orderToken })),
    }),
    {
      name: 'payment-store',
      storage: createJSONStorage(() => localStorage),
      partialize: ({ selectedPlan, isAuthenticated, isPaid, historyId, orderToken, pendingSession }) => ({
        pendingSession,
        selectedPlan,
        isAuthenticated,
        isPaid,
        historyId,
        orderToken,
      }),
    },
  ),
);
