import type { AutocompletePrediction } from '@homie/contracts/properties';
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useAddressPredictions } from '../api/get-address-predictions.ts';
import { usePlaceDetails } from '../api/get-place-details.ts';
import type { UserEnteredAddress } from '../stores/property-store.ts';
import { placeToAddress } from '../utils/place-to-address.ts';

/** Spec §9 autocomplete timings. */
export const AUTOCOMPLETE_TIMING = {
  debounceMs: 300,
  minLength: 3,
  lockMs: 500,
  closeAfterBlurMs: 200,
} as const;

/**
 * Street suggestions as the owner types: searched after a 300 ms pause once the street has more
 * than 2 characters; choosing one (click, or arrow keys and Enter) fills the address through
 * `onPick` and suppresses searches until 500 ms later; the list closes 200 ms after the field
 * loses focus (so a click on a suggestion still lands).
 */
export function useStreetAutocomplete(onPick: (address: UserEnteredAddress) => void) {
  const [predictions, setPredictions] = useState<AutocompletePrediction[]>([]);
  const [isOpen, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const locked = useRef(false);
  const timers = useRef<{ search?: number; blur?: number; lock?: number }>({});
  /** The latest search; an answer to an older one (or after a pick) is dropped. */
  const latest = useRef(0);
  const { search, cancel } = useAddressPredictions();
  const { mutateAsync: readPlaceDetails } = usePlaceDetails();

  useEffect(() => {
    const current = timers.current;
    return () => {
      window.clearTimeout(current.search);
      window.clearTimeout(current.blur);
      window.clearTimeout(current.lock);
      latest.current += 1;
      cancel();
    };
  }, [cancel]);

  const close = useCallback(() => {
    setOpen(false);
    setActiveIndex(-1);
  }, []);

  /** Call with every keystroke's new street text. */
  const onType = useCallback(
    (text: string) => {
      window.clearTimeout(timers.current.search);
      const id = ++latest.current;
      cancel();
      if (locked.current) return;
      const query = text.trim();
      if (query.length < AUTOCOMPLETE_TIMING.minLength) {
        setPredictions([]);
        close();
        return;
      }
      timers.current.search = window.setTimeout(async () => {
        const list = await search(query);
        if (latest.current !== id || locked.current) return;
        setPredictions(list);
        setActiveIndex(-1);
        setOpen(list.length > 0);
      }, AUTOCOMPLETE_TIMING.debounceMs);
    },
    [close, search, cancel],
  );

  const choose = useCallback(
    async (prediction: AutocompletePrediction) => {
      locked.current = true;
      window.clearTimeout(timers.current.search);
      window.clearTimeout(timers.current.lock);
      latest.current += 1;
      cancel();
      close();
      const details = await readPlaceDetails(prediction.place_id);
      onPick(placeToAddress(details, prediction.description));
      timers.current.lock = window.setTimeout(() => {
        locked.current = false;
      }, AUTOCOMPLETE_TIMING.lockMs);
    },
    [close, onPick, cancel, readPlaceDetails],
  );

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLInputElement>) => {
      const count = predictions.length;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (count === 0) return;
        event.preventDefault();
        setOpen(true);
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActiveIndex((index) => (index === -1 && step < 0 ? count - 1 : (index + step + count) % count));
      } else if (event.key === 'Enter' && isOpen && activeIndex >= 0 && predictions[activeIndex]) {
        event.preventDefault();
        void choose(predictions[activeIndex]);
      } else if (event.key === 'Escape' && isOpen) {
        event.preventDefault();
        close();
      }
    },
    [activeIndex, choose, close, isOpen, predictions],
  );

  const onBlur = useCallback(() => {
    window.clearTimeout(timers.current.blur);
    timers.current.blur = window.setTimeout(close, AUTOCOMPLETE_TIMING.closeAfterBlurMs);
  }, [close]);

  const onFocus = useCallback(() => window.clearTimeout(timers.current.blur), []);

  return { predictions, isOpen, activeIndex, setActiveIndex, onType, onKeyDown, onBlur, onFocus, choose };
}
