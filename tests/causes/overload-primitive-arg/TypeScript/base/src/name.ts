export default class Name {
  readonly tag = "name";
}
