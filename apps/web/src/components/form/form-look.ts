import { createContext, useContext } from 'react';

/** 'admin': the staff screens' compact fields; 'public': the public site's tall, rounded ones. */
export type FormLook = 'admin' | 'public';

export const FormLookContext = createContext<FormLook>('admin');

export const useFormLook = () => useContext(FormLookContext);
