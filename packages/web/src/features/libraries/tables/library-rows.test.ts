import type { Library } from '@mdc/shared';
import { describe, expect, it } from 'vitest';
import {
  libraryDetailPath,
  libraryRows,
  libraryShareUrl,
  type LibraryRowFilter,
} from './library-rows';
import { aLibrary } from '../../../testing/library-data';

const all: LibraryRowFilter = { search: '', selling: false, trading: false, direction: 'asc' };
const names = (rows: Library[]) => rows.map((row) => row.name);

describe('libraryRows', () => {
  const libraries = [
    aLibrary({ name: 'Modern', selling: true, trading: false }),
    aLibrary({ name: 'Árbol de Commander', selling: true, trading: true }),
    aLibrary({ name: 'cubo', selling: false, trading: true }),
    aLibrary({ name: 'Carpeta 10', selling: false, trading: false }),
    aLibrary({ name: 'Carpeta 9', selling: true, trading: false }),
  ];

  it('sorts by name ignoring case and accents, numbers by value', () => {
    expect(names(libraryRows(libraries, all))).toEqual([
      'Árbol de Commander',
      'Carpeta 9',
      'Carpeta 10',
      'cubo',
      'Modern',
    ]);
    expect(names(libraryRows(libraries, { ...all, direction: 'desc' }))).toEqual([
      'Modern',
      'cubo',
      'Carpeta 10',
      'Carpeta 9',
      'Árbol de Commander',
    ]);
  });

  it('finds a part of the name in any case, with or without accents', () => {
    expect(names(libraryRows(libraries, { ...all, search: ' ARBOL ' }))).toEqual([
      'Árbol de Commander',
    ]);
    expect(names(libraryRows(libraries, { ...all, search: 'carp' }))).toEqual([
      'Carpeta 9',
      'Carpeta 10',
    ]);
  });

  it('keeps the libraries with every checked flag', () => {
    expect(names(libraryRows(libraries, { ...all, selling: true }))).toEqual([
      'Árbol de Commander',
      'Carpeta 9',
      'Modern',
    ]);
    expect(names(libraryRows(libraries, { ...all, trading: true }))).toEqual([
      'Árbol de Commander',
      'cubo',
    ]);
    expect(names(libraryRows(libraries, { ...all, selling: true, trading: true }))).toEqual([
      'Árbol de Commander',
    ]);
  });
});

describe('library links', () => {
  const sale = aLibrary({ internalId: 'a1', name: 'Mis cartas & más', buying: false });
  const buying = aLibrary({ internalId: 'b2', name: 'Busco', buying: true });

  it('share: origin + /public/library?libraryId, with &buying=true for buying', () => {
    expect(libraryShareUrl(sale, 'https://mdc.example')).toBe(
      'https://mdc.example/public/library?libraryId=a1',
    );
    expect(libraryShareUrl(buying, 'https://mdc.example')).toBe(
      'https://mdc.example/public/library?libraryId=b2&buying=true',
    );
  });

  it('detail: id, encoded name and kind', () => {
    expect(libraryDetailPath(sale)).toBe(
      '/library?libraryId=a1&libraryName=Mis+cartas+%26+m%C3%A1s&buying=false',
    );
    expect(libraryDetailPath(buying)).toBe('/library?libraryId=b2&libraryName=Busco&buying=true');
  });
});
