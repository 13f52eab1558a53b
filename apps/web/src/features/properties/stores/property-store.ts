import type { ErrorCode } from '@homie/contracts/errors';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { ComparableProperty, PropertyInfo, Valuation } from '@homie/contracts/properties';

/** The address as the owner typed or picked it (spec §3 "Address entered"). */
export interface UserEnteredAddress {
  street: string;
  unit: string;
  city: string;
  state: string;
  zipCode: string;
}

/**
 * The analysed property as the result screens read it (spec §3 PropertyInfo: assessed_value,
 * annual_tax, total_assessment, square_footage, lot_sqft, bedrooms, bathrooms, property_type,
 * year_built, job_id, compass_data), plus the analysis' valuation block.
 */
export type StoredPropertyInfo = PropertyInfo & {
  valuation?: Valuation | null;
  /** The analysis' own words for a result it could not value (its `error`, e.g. too few real sales). */
  analysis_note?: string | null;
};

/** One comparable sale (spec §3): sold_price, beds, year_built, sqft, similarity_score and the rest. */
export type StoredComparable = ComparableProperty;

export interface PropertyResult {
  userEnteredAddress: UserEnteredAddress;
  propertyInfo: StoredPropertyInfo;
  comparables: StoredComparable[];
}

interface PropertyState {
  jobId: string | null;
  userEnteredAddress: UserEnteredAddress | null;
  propertyInfo: StoredPropertyInfo | null;
  comparables: StoredComparable[];
  isLoading: boolean;
  error: string | null;
  /** The contract's code of the API error behind `error`, if any: other languages show its message (decision 252). */
  errorCode: ErrorCode | null;
  /** An address the lookup found in no record: the screens ask for its facts (issue 14 item 2). */
  missingAddress: UserEnteredAddress | null;
  /** The lookup found a building of several homes and no unit: `error` belongs to the Unit field (decision 197). */
  unitRequired: boolean;
  setLoading: (isLoading: boolean) => void;
  setJobId: (jobId: string | null) => void;
  /** Saves a finished result and clears the error (spec §4 "Store: on success"). */
  setResult: (result: PropertyResult) => void;
  /** Saves the error and clears address, info and comparables (spec §4 "on failure"). */
  setError: (message?: string | null, code?: ErrorCode | null) => void;
  reset: () => void;
}

export const UNKNOWN_ERROR = 'An unknown error occurred.';

const empty = {
  jobId: null,
  userEnteredAddress: null,
  propertyInfo: null,
  comparables: [] as StoredComparable[],
  isLoading: false,
  error: null,
  errorCode: null,
  missingAddress: null,
  unitRequired: false,
};

/** The property the owner is working on, kept across screens and reloads as `property-store`. */
export const usePropertyStore = create<PropertyState>()(
  persist(
    (set) => ({
      ...empty,
      setLoading: (isLoading) => set({ isLoading }),
      setJobId: (jobId) => set({ jobId }),
      setResult: ({ userEnteredAddress, propertyInfo, comparables }) =>
        set((state) => ({
          userEnteredAddress,
          propertyInfo,
          comparables,
          jobId: propertyInfo.job_id ?? state.jobId,
          error: null,
          errorCode: null,
          missingAddress: null,
          unitRequired: false,
          isLoading: false,
        })),
      setError: (message, code = null) =>
        set({
          error: message || UNKNOWN_ERROR,
          errorCode: message ? code : null,
          userEnteredAddress: null,
          propertyInfo: null,
          comparables: [],
          isLoading: false,
          missingAddress: null,
          unitRequired: false,
        }),
      reset: () => set({ ...empty }),
    }),
    {
      name: 'property-store',
      storage: createJSONStorage(() => localStorage),
      partialize: ({ jobId, userEnteredAddress, propertyInfo, comparables }) => ({
        jobId,
        userEnteredAddress,
        propertyInfo,
        comparables,
      }),
    },
  ),
);
