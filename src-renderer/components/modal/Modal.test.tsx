// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal, type ModalProps } from './Modal';

afterEach(cleanup);

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function Harness(props: Partial<ModalProps>) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Confirm removal"
        text="This cannot be undone."
        {...props}
      />
    </>
  );
}

function renderAt(path: string, props: Partial<ModalProps> = {}) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <Where />
              <Harness {...props} />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe('Modal', () => {
  it('is a labelled, described modal dialog', () => {
    renderAt('/events');
    const dialog = screen.getByRole('dialog', { name: 'Confirm removal' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toContain(
      'This cannot be undone.',
    );
  });

  it('goes to the site root when closed, unless told not to redirect', () => {
    renderAt('/events', { closeIcon: true });
    fireEvent.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('where').textContent).toBe('/');
    cleanup();
    renderAt('/events', { closeIcon: true, noRedirection: true });
    fireEvent.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('where').textContent).toBe('/events');
  });

  it('closes on a touch or click outside, never inside', () => {
    renderAt('/events', { noRedirection: true });
    fireEvent.pointerDown(screen.getByRole('dialog'));
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.pointerDown(screen.getByTestId('modal-overlay'), { pointerType: 'touch' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('locks body scroll while open and restores the previous value', () => {
    document.body.style.overflow = 'scroll';
    renderAt('/', { noRedirection: true });
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(document.body.style.overflow).toBe('scroll');
    document.body.style.overflow = '';
  });

  it('runs the button handler and honours the icon and size options', () => {
    const handler = vi.fn();
    renderAt('/', { btnText: 'Join now', handler, noIcon: true, size: 'small' });
    act(() => screen.getByRole('button', { name: 'Join now' }).click());
    expect(handler).toHaveBeenCalledOnce();
    expect(screen.getByRole('dialog').querySelector('img')).toBeNull();
    expect(screen.getByRole('dialog').className).toMatch(/small/);
  });
});
