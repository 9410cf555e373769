// Who is signed in: asked once on load (GET /api/admin/session), set by signing in,
// cleared by signing out or by any 401 (the session expired on the server).
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { adminCall, AdminRefusal, setCsrfToken, setSignedOutHandler } from './admin-api';
import type { Role } from './roles';

export interface Operator {
  id: number;
  email: string;
  role: Role;
}

interface SessionData {
  operator: Operator;
  csrfToken: string;
}

export type SessionState = { status: 'checking' } | { status: 'signed-out'; expired?: boolean } | { status: 'signed-in'; operator: Operator };

interface SessionApi {
  state: SessionState;
  signIn: (email: string, password: string) => Promise<Operator>;
  signOut: () => Promise<void>;
}

const SessionContext = createContext<SessionApi | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ status: 'checking' });

  const adopt = useCallback((data: SessionData) => {
    setCsrfToken(data.csrfToken);
    setState({ status: 'signed-in', operator: data.operator });
    return data.operator;
  }, []);

  useEffect(() => {
    setSignedOutHandler(() => {
      setCsrfToken(null);
      setState({ status: 'signed-out', expired: true });
    });
    let live = true;
    adminCall<SessionData>('/session').then(
      (data) => live && adopt(data),
      () => live && setState({ status: 'signed-out' }),
    );
    return () => {
      live = false;
    };
  }, [adopt]);

  const signIn = useCallback(
    async (email: string, password: string) => adopt(await adminCall<SessionData>('/session', { method: 'POST', body: { email, password } })),
    [adopt],
  );

  const signOut = useCallback(async () => {
    try {
      await adminCall('/session', { method: 'DELETE' });
    } catch (error) {
      // an ended session is signed out already
      if (!(error instanceof AdminRefusal && error.status === 401)) throw error;
    }
    setCsrfToken(null);
    setState({ status: 'signed-out' });
  }, []);

  const value = useMemo(() => ({ state, signIn, signOut }), [state, signIn, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionApi {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession() outside <SessionProvider>');
  return session;
}

/** The signed-in operator (pages behind the sign-in only). */
export function useOperator(): Operator {
  const { state } = useSession();
  if (state.status !== 'signed-in') throw new Error('useOperator() while signed out');
  return state.operator;
}
