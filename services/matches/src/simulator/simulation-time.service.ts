import { Inject, Injectable } from '@nestjs/common';
import { SIMULATOR_OPTIONS, type SimulatorOptions } from '../config/matches.config';
import { ClockControlRepository } from './clock-control.repository';
import { type SimulationInstant, simulationInstantOf } from './simulation-time';

/** The simulator's time: real time, unless the test-only clock control holds or has moved it. */
@Injectable()
export class SimulationTime {
  constructor(
    private readonly control: ClockControlRepository,
    @Inject(SIMULATOR_OPTIONS) private readonly options: SimulatorOptions,
  ) {}

  async at(realNow: Date): Promise<SimulationInstant> {
    if (!this.options.clockControl) return { now: realNow, held: false };
    return simulationInstantOf(await this.control.state(), realNow);
  }
}
