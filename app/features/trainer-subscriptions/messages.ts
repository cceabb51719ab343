import { defineMessages } from '@/app/i18n';

export const messages = defineMessages({
  // The list
  listPageTitle: { id: 'trainerSubscriptions.list.pageTitle', defaultMessage: 'Subscription plans' },
  listTitle: { id: 'trainerSubscriptions.list.title', defaultMessage: 'Subscription plans' },
  listIntro: {
    id: 'trainerSubscriptions.list.intro',
    defaultMessage: 'The monthly plans customers subscribe to, with what each includes and who has it.',
  },
  listLabel: { id: 'trainerSubscriptions.list.label', defaultMessage: 'Your plans' },
  newPlan: { id: 'trainerSubscriptions.list.new', defaultMessage: 'New plan' },
  loading: { id: 'trainerSubscriptions.list.loading', defaultMessage: 'Loading your plans' },
  listError: { id: 'trainerSubscriptions.list.error', defaultMessage: 'Your plans could not load' },
  emptyTitle: { id: 'trainerSubscriptions.list.emptyTitle', defaultMessage: 'No subscription plans yet' },
  emptyBody: {
    id: 'trainerSubscriptions.list.emptyBody',
    defaultMessage: 'Create a monthly plan and customers can subscribe to it from your profile.',
  },
  pricePerMonth: { id: 'trainerSubscriptions.list.price', defaultMessage: '{price} a month' },
  subscribers: {
    id: 'trainerSubscriptions.list.subscribers',
    defaultMessage: '{count, plural, =0 {No subscribers yet} one {# subscriber} other {# subscribers}}',
  },
  benefitsLabel: { id: 'trainerSubscriptions.list.benefits', defaultMessage: 'What subscribers get' },
  statusActive: { id: 'trainerSubscriptions.list.active', defaultMessage: 'Active' },
  statusArchived: { id: 'trainerSubscriptions.list.archived', defaultMessage: 'Archived' },
  edit: { id: 'trainerSubscriptions.list.edit', defaultMessage: 'Edit' },
  editLabel: { id: 'trainerSubscriptions.list.editLabel', defaultMessage: 'Edit {name}' },

  // Delete
  delete: { id: 'trainerSubscriptions.delete.action', defaultMessage: 'Delete' },
  deleteLabel: { id: 'trainerSubscriptions.delete.label', defaultMessage: 'Delete {name}' },
  deleteTitle: { id: 'trainerSubscriptions.delete.title', defaultMessage: 'Delete {name}?' },
  deleteBody: {
    id: 'trainerSubscriptions.delete.body',
    defaultMessage:
      'No one can subscribe to it any more. {count, plural, =0 {It has no subscribers.} one {Its one subscriber keeps access until their current period ends, and is not charged again.} other {Its # subscribers keep access until their current period ends, and are not charged again.}}',
  },
  deleteKeep: { id: 'trainerSubscriptions.delete.keep', defaultMessage: 'Keep plan' },
  deleteConfirm: { id: 'trainerSubscriptions.delete.confirm', defaultMessage: 'Delete plan' },
  deleting: { id: 'trainerSubscriptions.delete.pending', defaultMessage: 'Deleting' },
  deleteFailed: { id: 'trainerSubscriptions.delete.failed', defaultMessage: 'The plan was not deleted: {reason}' },
  deleted: { id: 'trainerSubscriptions.delete.done', defaultMessage: '{name} is deleted' },

  // The form
  newPageTitle: { id: 'trainerSubscriptions.form.newPageTitle', defaultMessage: 'New subscription plan' },
  editPageTitle: { id: 'trainerSubscriptions.form.editPageTitle', defaultMessage: 'Edit subscription plan' },
  newTitle: { id: 'trainerSubscriptions.form.newTitle', defaultMessage: 'New subscription plan' },
  editTitle: { id: 'trainerSubscriptions.form.editTitle', defaultMessage: 'Edit subscription plan' },
  formIntro: {
    id: 'trainerSubscriptions.form.intro',
    defaultMessage: 'Customers see the name, price, description and benefits on your profile, and pay every month.',
  },
  name: { id: 'trainerSubscriptions.form.name', defaultMessage: 'Plan name' },
  nameRequired: { id: 'trainerSubscriptions.form.nameRequired', defaultMessage: 'Give the plan a name' },
  description: { id: 'trainerSubscriptions.form.description', defaultMessage: 'Description' },
  descriptionRequired: {
    id: 'trainerSubscriptions.form.descriptionRequired',
    defaultMessage: 'Say what the plan is for',
  },
  price: { id: 'trainerSubscriptions.form.price', defaultMessage: 'Monthly price' },
  priceHint: { id: 'trainerSubscriptions.form.priceHint', defaultMessage: 'From £1 to £500 a month.' },
  priceRequired: { id: 'trainerSubscriptions.form.priceRequired', defaultMessage: 'Enter a monthly price' },
  priceRange: {
    id: 'trainerSubscriptions.form.priceRange',
    defaultMessage: 'Enter a monthly price from £1 to £500',
  },
  benefits: { id: 'trainerSubscriptions.form.benefits', defaultMessage: 'Benefits' },
  benefitsHint: {
    id: 'trainerSubscriptions.form.benefitsHint',
    defaultMessage: 'What subscribers get, one per line, up to 10. Empty lines are left out.',
  },
  noBenefits: { id: 'trainerSubscriptions.form.noBenefits', defaultMessage: 'No benefits listed yet.' },
  benefit: { id: 'trainerSubscriptions.form.benefit', defaultMessage: 'Benefit {number}' },
  removeBenefit: { id: 'trainerSubscriptions.form.removeBenefit', defaultMessage: 'Remove benefit {number}' },
  remove: { id: 'trainerSubscriptions.form.remove', defaultMessage: 'Remove' },
  addBenefit: { id: 'trainerSubscriptions.form.addBenefit', defaultMessage: 'Add a benefit' },
  back: { id: 'trainerSubscriptions.form.back', defaultMessage: 'Back to plans' },
  create: { id: 'trainerSubscriptions.form.create', defaultMessage: 'Create plan' },
  creating: { id: 'trainerSubscriptions.form.creating', defaultMessage: 'Creating the plan' },
  created: { id: 'trainerSubscriptions.form.created', defaultMessage: 'Plan created' },
  notCreated: { id: 'trainerSubscriptions.form.notCreated', defaultMessage: 'The plan was not created: {reason}' },
  save: { id: 'trainerSubscriptions.form.save', defaultMessage: 'Save changes' },
  saving: { id: 'trainerSubscriptions.form.saving', defaultMessage: 'Saving the plan' },
  saved: { id: 'trainerSubscriptions.form.saved', defaultMessage: 'Plan saved' },
  notSaved: { id: 'trainerSubscriptions.form.notSaved', defaultMessage: 'The plan was not saved: {reason}' },
  notSent: { id: 'trainerSubscriptions.form.notSent', defaultMessage: 'Check your connection and try again.' },

  // Editing: the plan
  loadingPlan: { id: 'trainerSubscriptions.edit.loading', defaultMessage: 'Loading the plan' },
  planError: { id: 'trainerSubscriptions.edit.error', defaultMessage: 'The plan could not load' },
  loadingPageTitle: { id: 'trainerSubscriptions.edit.loadingPageTitle', defaultMessage: 'Loading the plan' },
  notFoundPageTitle: { id: 'trainerSubscriptions.edit.notFoundPageTitle', defaultMessage: 'Plan not found' },
  notFoundTitle: { id: 'trainerSubscriptions.edit.notFoundTitle', defaultMessage: 'We could not find this plan' },
  notFoundBody: {
    id: 'trainerSubscriptions.edit.notFoundBody',
    defaultMessage: 'It may have been deleted. Your other plans are still in Subscription plans.',
  },
});
