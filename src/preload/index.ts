// The only bridge into the sandboxed renderer: one named function per contract method, plus event subscription.
// Arguments pass through as data; main validates every message against the contract before acting.
import { contextBridge, ipcRenderer, webUtils } from 'electron';
import type { IpcRendererEvent } from 'electron';
import { EVENT_NAMES, METHOD_NAMES, eventChannel, methodChannel } from '../shared/contract-methods';

const api: Record<string, unknown> = {};
for (const name of METHOD_NAMES) {
  api[name] = (args: unknown) => ipcRenderer.invoke(methodChannel(name), args ?? {});
}
api.on = (event: unknown, listener: unknown) => {
  if (typeof listener !== 'function' || !(EVENT_NAMES as readonly unknown[]).includes(event)) return () => undefined;
  const channel = eventChannel(event as (typeof EVENT_NAMES)[number]);
  const wrapped = (_e: IpcRendererEvent, payload: unknown) => (listener as (p: unknown) => void)(payload);
  ipcRenderer.on(channel, wrapped);
  return () => {
    ipcRenderer.removeListener(channel, wrapped);
  };
};

contextBridge.exposeInMainWorld('api', api);
contextBridge.exposeInMainWorld('platform', {
  mode: 'electron',
  /** The path of a file dropped on the window or picked in an <input>; the renderer cannot see paths otherwise. */
  pathForFile: (file: unknown) => (file instanceof File ? webUtils.getPathForFile(file) : ''),
});
