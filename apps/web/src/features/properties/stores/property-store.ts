import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** The address as the owner typed or picked it (spec §3 "Address entered"). */
export interface UserEnteredAddress {
  street: string;
  unit: string;
  city: string;
  state: string;
  zipCode: string;
}

/**
 * The looked-up property as the result screens read it (spec §3 PropertyInfo): the lookup's
 * compass_data fields flattened, plus the analysis job id. Amounts may be currency strings.
 */
export interface StoredPropertyInfo {
  assessed_value?: number | string | null;
  annual_tax?: number | string | null;
  total_assessment?: number | string | null;
  square_footage?: number | null;
  lot_sqft?: number | null;
  bedrooms?: number | null;
  bathrooms?: number | null;
  property_type?: string | null;
  year_built?: number | null;
  job_id?: string | null;
  compass_data?: Record<string, unknown>;
  [key: string]: unknown;
}

/** One comparable sale (spec §3): the fields the cards read, plus whatever else the server sent. */
export interface StoredComparable {
  sold_price?: number | string | null;
  beds?: number | null;
  year_built?: number | null;
  sqft?: number | null;
  similarity_score?: number | null;
  [key: string]: unknown;
}

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
  setLoading: (isLoading: boolean) => void;
  setJobId: (jobId: string | null) => void;
  /** Saves a finished result and clears the error (spec §4 "Store: on success"). */
  setResult: (result: PropertyResult) => void;
  /** Saves the error and clears address, info and comparables (spec §4 "on failure"). */
  setError: (message?: string | null) => void;
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
          isLoading: false,
        })),
      setError: (message) =>
        set({
          error: message || UNKNOWN_ERROR,
          userEnteredAddress: null,
          propertyInfo: null,
          comparables: [],
          isLoading: false,
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
