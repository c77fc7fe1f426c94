// Public entry of @oja/shared/availability: the store's availability as a merchant sets it (the pause switch, the
// opening hours), on the pages that show it. An entry of its own, so only those pages load it.
export {
  type OpeningDayValue,
  OpeningHoursEditor,
  type OpeningHoursEditorProps,
  type OpeningHoursErrors,
  OpeningHoursForm,
  type OpeningHoursFormProps,
  PAUSE_TEXTS,
  PauseOrdersSwitch,
  type PauseOrdersSwitchProps,
} from './store-availability';
export { Switch, type SwitchProps } from './switch';
