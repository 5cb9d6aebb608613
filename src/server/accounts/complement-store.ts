/**
 * The user complement in the database (user_complements + identity_documents) and the saved addresses, which live
 * in the complement's `address` column as a list whose first entry is the main address (docs/decisions.md
 * "Accounts: addresses in the complement"). Every call names the user the session proved; nothing here takes a
 * user id from the browser.
 */
import { asc, eq } from 'drizzle-orm';
import { addressList, type AddressInput, type ComplementInput } from '../../domain/accounts/complement-schema';
import { storedPhone } from '../../domain/customer/phone-number';
import type { DbOrTx } from '../db/engine';
import { identityDocuments, userComplements, users, type UserAddress } from '../db/schema';

export interface StoredComplement {
  salutation: string | null;
  chosenName: string | null;
  phone: string | null;
  dateOfBirth: string | null;
  nationality: string | null;
  documents: { type: string; value: string; expirationDate: string | null }[];
  addresses: UserAddress[];
}

export async function readComplement(db: DbOrTx, userId: string): Promise<StoredComplement> {
  const [row] = await db.select().from(userComplements).where(eq(userComplements.userId, userId));
  const documents = await db
    .select({
      type: identityDocuments.type,
      value: identityDocuments.value,
      expirationDate: identityDocuments.expirationDate,
    })
    .from(identityDocuments)
    .where(eq(identityDocuments.userId, userId))
    .orderBy(asc(identityDocuments.position));
  return {
    salutation: row?.salutation ?? null,
    chosenName: row?.chosenName ?? null,
    // Phones saved before they were international are digits only ('5511987654321'): read as E.164.
    phone: storedPhone(row?.phone),
    dateOfBirth: row?.dateOfBirth ?? null,
    nationality: row?.nationality ?? null,
    documents,
    addresses: addressList(row?.address),
  };
}

const toStored = (address: AddressInput): UserAddress => ({ ...address });

/** Writes the whole complement (the form sends every field); the main address replaces the first saved one. */
export async function saveComplement(db: DbOrTx, userId: string, input: ComplementInput, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await readComplement(tx, userId);
    const addresses = input.address ? [toStored(input.address), ...current.addresses.slice(1)] : current.addresses;
    const values = {
      salutation: input.salutation ?? null,
      chosenName: input.chosenName ?? null,
      phone: input.phone ?? null,
      dateOfBirth: input.dateOfBirth ?? null,
      nationality: input.nationality ?? null,
      address: addresses,
      updatedAt: now,
    };
    await tx
      .insert(userComplements)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: userComplements.userId, set: values });
    await tx.delete(identityDocuments).where(eq(identityDocuments.userId, userId));
    if (input.documents.length > 0) {
      await tx.insert(identityDocuments).values(
        input.documents.map((doc, position) => ({
          userId,
          type: doc.type,
          value: doc.value,
          expirationDate: doc.expirationDate ?? null,
          position,
        })),
      );
    }
  });
}

async function writeAddresses(db: DbOrTx, userId: string, addresses: UserAddress[], now: Date): Promise<void> {
  await db
    .insert(userComplements)
    .values({ userId, address: addresses, updatedAt: now })
    .onConflictDoUpdate({ target: userComplements.userId, set: { address: addresses, updatedAt: now } });
}

/** Appends a saved address; false when the list is full. */
export async function addAddress(
  db: DbOrTx,
  userId: string,
  address: AddressInput,
  now: Date,
  max: number,
): Promise<UserAddress[] | null> {
  const { addresses } = await readComplement(db, userId);
  if (addresses.length >= max) return null;
  const next = [...addresses, toStored(address)];
  await writeAddresses(db, userId, next, now);
  return next;
}

/** Removes the saved address at `index`; null when there is none there. */
export async function removeAddress(
  db: DbOrTx,
  userId: string,
  index: number,
  now: Date,
): Promise<UserAddress[] | null> {
  const { addresses } = await readComplement(db, userId);
  if (index >= addresses.length) return null;
  const next = addresses.filter((_, i) => i !== index);
  await writeAddresses(db, userId, next, now);
  return next;
}

/** The account page's profile: the name on the user, the phone on the complement (where checkout reads it). */
export async function saveContact(
  db: DbOrTx,
  userId: string,
  input: { name: string; phone?: string },
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .update(users)
    .set({ name: input.name, updatedAt: now })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  if (!row) return false;
  const phone = input.phone ?? null;
  await db
    .insert(userComplements)
    .values({ userId, phone, updatedAt: now })
    .onConflictDoUpdate({ target: userComplements.userId, set: { phone, updatedAt: now } });
  return true;
}
