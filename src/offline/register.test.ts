import { describe, expect, it, vi } from 'vitest';
import {
  registerServiceWorker,
  SKIP_WAITING,
  type ContainerLike,
  type RegistrationLike,
  type WorkerLike,
} from './register';

/** A tiny event target: the fakes below record listeners and fire them on demand. */
function listeners() {
  const map = new Map<string, (() => void)[]>();
  return {
    add(type: string, fn: () => void) {
      map.set(type, [...(map.get(type) ?? []), fn]);
    },
    fire(type: string) {
      for (const fn of map.get(type) ?? []) fn();
    },
  };
}

function fakeWorker(state = 'installing') {
  const events = listeners();
  const worker: WorkerLike & { messages: unknown[]; setState(s: string): void } = {
    state,
    messages: [],
    postMessage(m) {
      worker.messages.push(m);
    },
    addEventListener: (type, fn) => events.add(type, fn),
    setState(s) {
      worker.state = s;
      events.fire('statechange');
    },
  };
  return worker;
}

function fakeSetup({ waiting = null as WorkerLike | null, fails = false } = {}) {
  const regEvents = listeners();
  const containerEvents = listeners();
  const registration: RegistrationLike & { fire(t: string): void } = {
    installing: null,
    waiting,
    update: vi.fn(async () => undefined),
    addEventListener: (type, fn) => regEvents.add(type, fn),
    fire: (t) => regEvents.fire(t),
  };
  const container: ContainerLike & { fire(t: string): void; calls: unknown[][] } = {
    controller: {}, // a page already controlled by an older version
    calls: [],
    async register(url, options) {
      container.calls.push([url, options]);
      if (fails) throw new Error('blocked');
      return registration;
    },
    addEventListener: (type, fn) => containerEvents.add(type, fn),
    fire: (t) => containerEvents.fire(t),
  };
  const onUpdateReady = vi.fn<(apply: () => void) => void>();
  const reload = vi.fn();
  const options = { url: '/sw.js', scope: '/', onUpdateReady, reload };
  return { registration, container, onUpdateReady, reload, options };
}

describe('registerServiceWorker', () => {
  it('registers the worker at the given URL and scope', async () => {
    const { container, options, registration } = fakeSetup();
    await expect(registerServiceWorker(container, options)).resolves.toBe(registration);
    expect(container.calls).toEqual([['/sw.js', { scope: '/' }]]);
  });

  it('gives up quietly when the browser refuses the worker: the app runs without it', async () => {
    const { container, options, onUpdateReady } = fakeSetup({ fails: true });
    await expect(registerServiceWorker(container, options)).resolves.toBeNull();
    expect(onUpdateReady).not.toHaveBeenCalled();
  });

  it('gives up quietly when registering resolves without a registration (blocked workers)', async () => {
    const { container, options, onUpdateReady } = fakeSetup();
    container.register = async () => undefined as unknown as RegistrationLike;
    await expect(registerServiceWorker(container, options)).resolves.toBeNull();
    expect(onUpdateReady).not.toHaveBeenCalled();
  });

  it('offers an update already waiting at start, and reloads only after the player accepts', async () => {
    const waiting = fakeWorker('installed');
    const { container, options, onUpdateReady, reload } = fakeSetup({ waiting });
    await registerServiceWorker(container, options);
    expect(onUpdateReady).toHaveBeenCalledTimes(1);
    expect(waiting.messages).toEqual([]);
    container.fire('controllerchange');
    expect(reload).not.toHaveBeenCalled();

    const apply = onUpdateReady.mock.calls[0][0];
    apply();
    expect(waiting.messages).toEqual([SKIP_WAITING]);
    expect(reload).not.toHaveBeenCalled(); // not until the new worker is in charge
    container.fire('controllerchange');
    container.fire('controllerchange');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('offers a version found later once it has installed, and only once', async () => {
    const { container, registration, options, onUpdateReady } = fakeSetup();
    await registerServiceWorker(container, options);
    expect(onUpdateReady).not.toHaveBeenCalled();

    const next = fakeWorker();
    registration.installing = next;
    registration.fire('updatefound');
    expect(onUpdateReady).not.toHaveBeenCalled();
    registration.waiting = next;
    next.setState('installed');
    next.setState('installed');
    expect(onUpdateReady).toHaveBeenCalledTimes(1);
  });

  it('offers nothing on the first install: with no controller yet there is no old version', async () => {
    const { container, registration, options, onUpdateReady } = fakeSetup();
    container.controller = null;
    await registerServiceWorker(container, options);
    const first = fakeWorker();
    registration.installing = first;
    registration.fire('updatefound');
    registration.waiting = first;
    first.setState('installed');
    expect(onUpdateReady).not.toHaveBeenCalled();
  });
});
