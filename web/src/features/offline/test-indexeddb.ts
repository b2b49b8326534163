import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach } from 'vitest';
import { chiudiArchivio } from './archivio';

/**
 * jsdom has no IndexedDB: the files that import this use fake-indexeddb (an in-memory implementation
 * of the browser API, not of our database), emptied before every test.
 */
export function usaIndexedDbDiTest(): void {
  beforeEach(() => {
    globalThis.indexedDB = new IDBFactory();
  });
  afterEach(() => chiudiArchivio());
}
