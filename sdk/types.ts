/** Short names for the product API's schemas. */
import type { components } from './generated/api';

type Schemas = components['schemas'];

/** Any product API schema by name, e.g. `Schema<'Booking'>`. */
export type Schema<Name extends keyof Schemas> = Schemas[Name];

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
export type TrainerProfile = Schemas['TrainerProfile'];
export type ClassSummary = Schemas['ClassSummary'];
export type ClassDetail = Schemas['ClassDetail'];
export type ClassInstance = Schemas['ClassInstance'];
export type Booking = Schemas['Booking'];
export type OneToOneBooking = Schemas['OneToOneBooking'];
export type Review = Schemas['Review'];
export type Invoice = Schemas['Invoice'];
export type SubscriptionPlan = Schemas['SubscriptionPlan'];
export type CustomerSubscription = Schemas['CustomerSubscription'];
export type UserProfile = Schemas['UserProfile'];
export type StatsSeries = Schemas['StatsSeries'];
