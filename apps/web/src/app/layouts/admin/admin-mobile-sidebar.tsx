import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { Link } from 'react-router';

import { Logo } from '@/components/ui/logo';
import { useUiStore } from '@/core/ui-store';

import { AdminEditHomeLink } from './admin-edit-home-link.tsx';
import { AdminLogoutButton } from './admin-logout-button.tsx';
import { AdminNav } from './admin-nav.tsx';

/** Slide-in sidebar below 1024 px; the layout closes it when the window reaches desktop. */
export function AdminMobileSidebar() {
  const isOpen = useUiStore((s) => s.isMobileSidebarOpen);
  const setOpen = useUiStore((s) => s.setMobileSidebarOpen);
  const close = () => setOpen(false);

  return (
    <Dialog.Root open={isOpen} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="animate-fade-in fixed inset-0 z-50 bg-slate-950/60 lg:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          data-testid="admin-mobile-sidebar"
          className="animate-slide-in-left fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-slate-950 shadow-pop lg:hidden"
        >
          <Dialog.Title className="sr-only">Admin menu</Dialog.Title>
          <div className="flex h-16 shrink-0 items-center justify-between border-b border-white/10 px-5">
            <Link to="/" onClick={close} className="rounded-lg">
              <Logo inverted />
            </Link>
            <Dialog.Close
              aria-label="Close menu"
              className="grid size-10 place-items-center rounded-xl text-slate-300 hover:bg-white/10 hover:text-white"
            >
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <AdminNav onNavigate={close} />
          <div className="space-y-2 border-t border-white/10 p-3">
            <AdminEditHomeLink onNavigate={close} />
            <AdminLogoutButton />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
