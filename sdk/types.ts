/** Short names for the product API's schemas. */
import type { components } from './generated/api';

type Schemas = components['schemas'];

/** A Spring-style page. */
export interface Page<T> {
  content: T[];
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
}
export type Money = Schemas['Money'];
export type Gender = Schemas['Gender'];
export type Difficulty = Schemas['Difficulty'];
export type TrainerRef = Schemas['TrainerRef'];
export type TrainerSummary = Schemas['TrainerSummary'];
export type ClassSummary = Schemas['ClassSummary'];
