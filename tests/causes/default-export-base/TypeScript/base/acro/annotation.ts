class Annotation {
  setFlagTo(flag: number, enable: boolean): void {}
}

export { Annotation as default };
