import { useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext } from 'react';
import type { AppActor, AppContext } from '../../machines/app.machine';
import { currentTheme } from '../../machines/theme.machine';
import type { AccessContext } from '../../policies/access';

const AppActorContext = createContext<AppActor | null>(null);

export function AppActorProvider({ actor, children }: { actor: AppActor; children: ReactNode }) {
  return <AppActorContext.Provider value={actor}>{children}</AppActorContext.Provider>;
}

/** The global actors by systemId; views read them with the hooks below and send them events. */
export function useActors(): AppContext {
  const actor = useContext(AppActorContext);
  if (!actor) throw new Error('useActors needs an AppActorProvider above it.');
  return actor.getSnapshot().context;
}

export function useSession() {
  return useSelector(useActors().session, (snapshot) => snapshot);
}

export function useTheme() {
  return useSelector(useActors().theme, (snapshot) => currentTheme(snapshot.context));
}

export function useSidebarCollapsed() {
  return useSelector(useActors().sidebar, (snapshot) => snapshot.matches('collapsed'));
}

export function useNowMs() {
  return useSelector(useActors().clock, (snapshot) => snapshot.context.nowMs);
}

export function useNavigation() {
  return useSelector(useActors().navigation, (snapshot) => snapshot);
}

/** Who is asking and what the tenant may use, as policies/access.ts wants it. */
export function useAccessContext(): AccessContext {
  const user = useSelector(useActors().session, (snapshot) => snapshot.context.user);
  const activeRole = useSelector(useActors().activeRole, (snapshot) => snapshot.context.activeRole);
  const licenseFeatures = useSelector(useActors().license, (snapshot) => snapshot.context.features);
  return { user, activeRole, licenseFeatures };
}
