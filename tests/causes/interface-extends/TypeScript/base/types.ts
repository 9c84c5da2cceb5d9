import { CoreInstance } from "./table";
import { HeadersInstance } from "./headers";

export interface Table extends CoreInstance, HeadersInstance {}

export type Grid = HeadersInstance & CoreInstance & { id: string };
