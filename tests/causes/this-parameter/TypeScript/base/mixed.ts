import { Lexer as LexerImpl } from "./lexer";
import type { Engine, Other } from "./app";

export type Mixed = LexerImpl & Engine;
export type OtherMix = Other & Engine;
export type Both = Mixed & Other;
