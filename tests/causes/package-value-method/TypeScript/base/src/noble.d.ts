declare module "noble-curves";
