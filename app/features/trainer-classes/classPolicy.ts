import type { Schema } from '@/sdk';
import { feeValues, toFeePolicy, type FeeValues } from '@/app/lib/fee-policy/feePolicy';

/** A class's fees and recording as its form holds them. */
export interface ClassPolicyValues extends FeeValues {
  /** The trainer's default fees, or the class's own. */
  fees: 'default' | 'own';
  recorded: boolean;
  replaysForSale: boolean;
}

/** A class's saved policy as the form starts with it: its own fees start from the ones it has now. */
export const fromClassPolicy = (policy: Schema<'ClassPolicy'>): ClassPolicyValues => ({
  fees: policy.usesDefault ? 'default' : 'own',
  ...feeValues(policy.fees),
  recorded: policy.recorded,
  replaysForSale: policy.recorded && policy.replaysForSale,
});

/** The form's values as the API takes them: fees only when they are the class's own, replays sold only when recorded. */
export const toClassPolicyInput = (values: ClassPolicyValues): Schema<'ClassPolicyInput'> => ({
  usesDefault: values.fees === 'default',
  ...(values.fees === 'own' && { fees: toFeePolicy(values) }),
  recorded: values.recorded,
  replaysForSale: values.recorded && values.replaysForSale,
});

/** The API names a class's own fee as `fees.<field>`: the form's field is `<field>`. */
export const policyField = (field: string) => field.replace(/^fees\./, '');
