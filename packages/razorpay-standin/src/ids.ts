import { randomInt } from "node:crypto";

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** 14 base62 characters, the shape of Razorpay's ids (`pay_` + these) and of its webhook event ids. */
export function randomId14(): string {
  let id = "";
  for (let i = 0; i < 14; i++) id += BASE62[randomInt(62)];
  return id;
}

export type IdPrefix =
  | "order"
  | "pay"
  | "rfnd"
  | "acc"
  | "sth"
  | "acc_prd"
  | "tnc"
  | "trf"
  | "rvrsl"
  | "setl"
  | "qr"
  | "plan"
  | "item"
  | "sub"
  | "inv"
  | "li"
  | "cust";

export const newId = (prefix: IdPrefix) => `${prefix}_${randomId14()}`;

export const unixNow = () => Math.floor(Date.now() / 1000);
