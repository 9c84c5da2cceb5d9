import { IBuffer, IBufferService } from 'common/buffer';

export class Handler {
  private _active: IBuffer;

  constructor(
    @IBufferService private readonly _bufferService: IBufferService
  ) {
    this._active = _bufferService.buffer;
  }

  public get buffer(): IBuffer {
    return this._bufferService.buffer;
  }

  alpha(): void {
    this._bufferService.buffer.lines.get(0);
  }

  beta(buffer: IBuffer): void {
    buffer.lines.get(buffer.y);
  }

  gamma(): void {
    this._active.lines.get(1);
  }

  delta(): void {
    const buffer = this._bufferService.buffer;
    buffer.lines.get(2);
  }

  epsilon(): void {
    this.buffer.lines.get(3);
  }

  zeta(): void {
    this._bufferService.buffer.marks.get('a');
  }
}
