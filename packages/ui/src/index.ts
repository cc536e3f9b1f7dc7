export { BrandLogo } from "./brand/brand-logo";
export { BrandMark } from "./brand/brand-mark";
export {
  type FieldErrors,
  focusFirstError,
  issuesToErrors,
  type SafeParser,
  schemaResolver,
  searchResolver,
} from "./form-resolver";
export {
  IconArrowLeft,
  IconArrowUp,
  IconBrandX,
  IconCalendar,
  IconCheck,
  IconChevronDown,
  IconChevronLeft,
  IconChevronRight,
  IconClock,
  IconDroplet,
  IconFacebook,
  IconFilter,
  IconInstagram,
  IconLeaf,
  IconMail,
  IconMapPin,
  IconMinus,
  IconNavigation,
  IconPhone,
  IconPlus,
  type IconProps,
  IconSearch,
  IconShield,
  IconSparkles,
  IconStar,
  IconTrash,
  IconTruck,
  IconUser,
  IconX,
  IconYoutube,
} from "./icons/icons";
export { EmptyState } from "./page-state/empty-state";
export { ErrorState } from "./page-state/error-state";
export { LoadingState } from "./page-state/loading-state";
export { type ApiHealth, HealthStatusLine } from "./status/health-status-line";
export { StatusDot, type StatusTone } from "./status/status-dot";
export { chamakTheme } from "./theme/chamak-theme";
