import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { ToastContainer, toast } from 'react-toastify';

function ToastHost({ onReady }: { onReady: () => void }) {
  useEffect(onReady, [onReady]);
  // docs/product.md §9: bottom-right, 3000 ms, paused on hover and while the window has no focus.
  return <ToastContainer position="bottom-right" autoClose={3000} pauseOnHover pauseOnFocusLoss />;
}

export function mountToaster(): Promise<typeof toast> {
  const host = document.createElement('div');
  host.id = 'toasts';
  document.body.append(host);
  return new Promise((resolve) => {
    createRoot(host).render(<ToastHost onReady={() => resolve(toast)} />);
  });
}
