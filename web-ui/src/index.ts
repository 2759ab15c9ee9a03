// @byway/web-ui: the look and the behaviour every front-end shares (the shell and each remote), one
// primitive per file. Apps import from here; theme and testing helpers have their own entry points too.
export { Button, ButtonLink } from './button';
export { Card, type CardProps } from './card';
export { ChoiceGrid, choiceCardStyles } from './choice-grid';
export { Icon, type IconName } from './icon';
export { ProgressBar, type ProgressBarProps } from './progress-bar';
export { Overlay, type OverlayProps } from './overlay';
export { Spinner, SpinnerRing, type SpinnerProps } from './spinner';
export { StateBox } from './state-box';
export { TripCard, TripCardTag, type TripCardProps } from './trip-card';
// One owner of modal keyboard behaviour for every dialog (focus in, trapped, Escape, focus back).
export { focusableIn, useModalFocus, type ModalFocusOptions } from './modal-focus';
export { limitMessage } from './limit-message';
export { LoadFailed, type LoadFailedProps } from './load-failed';
export {
  loadMapTileSettings,
  MAP_MAX_ZOOM,
  mapTileSettings,
  OSM_ATTRIBUTION,
  OSM_TILE_URL,
  type TileSettings,
} from './map-tiles';
export { useDebouncedValue } from './use-debounced-value';
export { theme, type BywayTheme } from './theme';
export {
  ApiError,
  apiJson,
  apiRequest,
  isUnauthorized,
  jsonField,
  throwIfNotOk,
  type ApiRequestOptions,
  type HttpMethod,
} from './api-request';
export { WizardFrame, WizardLead, WizardPage, type WizardFrameProps } from './wizard-frame';
export { Dialog, type DialogClose, type DialogProps } from './dialog';
export { DIALOG_CHANGE_EVENT, topDialog, useTopDialog } from './top-dialog';
// A photo with a quiet fallback when its address fails (issue 21).
export { PhotoWithFallback, type PhotoWithFallbackProps } from './photo-with-fallback';
export { contrastRatio, MIN_TEXT_CONTRAST } from './contrast';
