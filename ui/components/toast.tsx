import { Toast } from 'radix-ui';
import { createContext, type ReactNode, useCallback, useContext, useState } from 'react';
import * as styles from './toast.css';

interface ToastMessage {
  readonly id: number;
  readonly title: string;
  readonly tone: 'success' | 'danger';
}

type ShowToast = (title: string, tone?: ToastMessage['tone']) => void;

const ToastContext = createContext<ShowToast>(() => {});

/** Short confirmations ("User created.") that screen readers announce and that fade on their own. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [messages, setMessages] = useState<ToastMessage[]>([]);
  const show = useCallback<ShowToast>((title, tone = 'success') => {
    setMessages((current) => [
      ...current.slice(-2),
      { id: Date.now() + Math.random(), title, tone },
    ]);
  }, []);
  const dismiss = (id: number) =>
    setMessages((current) => current.filter((item) => item.id !== id));
  return (
    <ToastContext.Provider value={show}>
      <Toast.Provider swipeDirection="right" duration={5000}>
        {children}
        {messages.map((message) => (
          <Toast.Root
            key={message.id}
            className={styles.toast}
            data-tone={message.tone}
            onOpenChange={(open) => open || dismiss(message.id)}
          >
            <Toast.Title className={styles.title}>{message.title}</Toast.Title>
          </Toast.Root>
        ))}
        <Toast.Viewport className={styles.viewport} />
      </Toast.Provider>
    </ToastContext.Provider>
  );
}

export function useToast(): ShowToast {
  return useContext(ToastContext);
}
