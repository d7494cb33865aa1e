// One module per icon: the bundle carries only these, and the sign-in route, which has no
// sidebar, none of them (decision 023).
import ArrowLeftRight from 'lucide-react/icons/arrow-left-right';
import BadgeCheck from 'lucide-react/icons/badge-check';
import Banknote from 'lucide-react/icons/banknote';
import BookOpen from 'lucide-react/icons/book-open';
import Building2 from 'lucide-react/icons/building-2';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import ChartColumn from 'lucide-react/icons/chart-column';
import ChartPie from 'lucide-react/icons/chart-pie';
import CircleDot from 'lucide-react/icons/circle-dot';
import ClipboardList from 'lucide-react/icons/clipboard-list';
import Contact from 'lucide-react/icons/contact';
import CreditCard from 'lucide-react/icons/credit-card';
import FileText from 'lucide-react/icons/file-text';
import Gauge from 'lucide-react/icons/gauge';
import GitCompareArrows from 'lucide-react/icons/git-compare-arrows';
import HandCoins from 'lucide-react/icons/hand-coins';
import IdCard from 'lucide-react/icons/id-card';
import Inbox from 'lucide-react/icons/inbox';
import KeyRound from 'lucide-react/icons/key-round';
import Landmark from 'lucide-react/icons/landmark';
import LayoutDashboard from 'lucide-react/icons/layout-dashboard';
import ListChecks from 'lucide-react/icons/list-checks';
import ListTree from 'lucide-react/icons/list-tree';
import LockKeyhole from 'lucide-react/icons/lock-keyhole';
import Mail from 'lucide-react/icons/mail';
import MapPin from 'lucide-react/icons/map-pin';
import MessageSquare from 'lucide-react/icons/message-square';
import Network from 'lucide-react/icons/network';
import NotebookPen from 'lucide-react/icons/notebook-pen';
import Package from 'lucide-react/icons/package';
import PiggyBank from 'lucide-react/icons/piggy-bank';
import Plug from 'lucide-react/icons/plug';
import Receipt from 'lucide-react/icons/receipt';
import ScrollText from 'lucide-react/icons/scroll-text';
import Send from 'lucide-react/icons/send';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Sunset from 'lucide-react/icons/sunset';
import UserPlus from 'lucide-react/icons/user-plus';
import Users from 'lucide-react/icons/users';
import Vault from 'lucide-react/icons/vault';
import Wallet from 'lucide-react/icons/wallet';
import Waypoints from 'lucide-react/icons/waypoints';
import Workflow from 'lucide-react/icons/workflow';
import type { ComponentType, SVGProps } from 'react';
import { CHANGE_PASSWORD_PATH } from '../../policies/routes';

export type MenuIcon = ComponentType<SVGProps<SVGSVGElement> & { size?: number | string }>;

/**
 * The icon of each menu item, by its path: policies/menu.ts stays pure data that the server
 * imports too, and the picture of an item is the browser's business alone.
 */
export const MENU_ICONS: Readonly<Record<string, MenuIcon>> = {
  '/': LayoutDashboard,
  '/approvals': Inbox,
  '/customers': Contact,
  '/customer/create': UserPlus,
  '/accounts': Wallet,
  '/tills': Banknote,
  '/tills/sessions': CalendarClock,
  '/banks': Landmark,
  '/nip': ArrowLeftRight,
  '/nip/recon': GitCompareArrows,
  '/nip/approvals': BadgeCheck,
  '/loans': HandCoins,
  '/credit-apps': ClipboardList,
  '/admin/loan-products': Package,
  '/admin/deposit-products': PiggyBank,
  '/capital-assets': Building2,
  '/budgets': ChartPie,
  '/expenses': Receipt,
  '/term-deposits': Vault,
  '/admin/reports': ChartColumn,
  '/admin/ledger': BookOpen,
  '/admin/users': Users,
  '/admin/roles': ShieldCheck,
  '/admin/coa': ListTree,
  '/admin/gl-map': Network,
  '/admin/journals': NotebookPen,
  '/admin/approval-flows': Workflow,
  '/admin/eod': Sunset,
  '/admin/form-config': ListChecks,
  '/admin/license': KeyRound,
  '/admin/integrations': Plug,
  '/admin/integrations/payments': CreditCard,
  '/admin/integrations/identity': IdCard,
  '/admin/integrations/email': Mail,
  '/admin/integrations/sms': MessageSquare,
  '/admin/integrations/templates': FileText,
  '/admin/integrations/outbox': Send,
  '/admin/branches': MapPin,
  '/admin/audit-log': ScrollText,
  '/admin/statecharts': Waypoints,
  '/admin/credit-scoring': Gauge,
  [CHANGE_PASSWORD_PATH]: LockKeyhole,
};

/** An item added to the menu before its icon still gets a mark rather than a gap. */
export function menuIcon(path: string): MenuIcon {
  return MENU_ICONS[path] ?? CircleDot;
}
