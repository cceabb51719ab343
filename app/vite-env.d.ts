/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

/** A translated catalogue compiled to message ASTs on import (scripts/inline-messages.ts). */
declare module '*.json?ast' {
  import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
  const catalogue: Record<string, MessageFormatElement[]>;
  export default catalogue;
}

interface ImportMetaEnv {
  readonly KINETIC_PUBLIC_API_BASE?: string;
  readonly KINETIC_PUBLIC_IDENTITY_BASE?: string;
  readonly KINETIC_PUBLIC_TOKEN_BASE?: string;
  readonly KINETIC_PUBLIC_IDENTITY_API_KEY?: string;
  readonly KINETIC_PUBLIC_AUTH_BASE?: string;
  readonly KINETIC_PUBLIC_FIREBASE_API_KEY?: string;
  readonly KINETIC_PUBLIC_FIREBASE_PROJECT_ID?: string;
  readonly KINETIC_PUBLIC_FIREBASE_APP_ID?: string;
  readonly KINETIC_PUBLIC_FIREBASE_MESSAGING_SENDER_ID?: string;
  readonly KINETIC_PUBLIC_FIREBASE_VAPID_KEY?: string;
  readonly KINETIC_PUBLIC_AGORA_APP_ID?: string;
  readonly KINETIC_PUBLIC_CONTACT_EMAIL?: string;
  readonly KINETIC_PUBLIC_CHECKOUT_ORIGINS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
