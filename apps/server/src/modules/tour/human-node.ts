import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Detection } from './room-classifier.ts';

/**
 * Loads @vladmandic/human's CenterNet object detector on tfjs-wasm in Node, working around the
 * package's catches (../shared/design/toolchain.md): the node-wasm build is loaded by path (its
 * exports map is broken), the .wasm files come from tfjs-backend-wasm's dist folder, and the model
 * is read from disk through a tfjs IO router because Node cannot fetch file:// URLs.
 */

/** The few parts of Human's API this module uses (its own types are not importable). */
interface TensorLike {
  dispose(): void;
}
interface TfLike {
  tensor3d(values: Uint8Array | Int32Array, shape: [number, number, number], dtype: 'int32'): TensorLike;
  getBackend(): string;
  io: { registerLoadRouter(router: (url: string | string[]) => unknown): void };
}
interface HumanLike {
  tf: TfLike;
  load(): Promise<void>;
  detect(
    input: TensorLike,
  ): Promise<{ object: { label: string; score: number; boxRaw: number[] }[]; error?: string | null }>;
}

export interface RawRgb {
  data: Uint8Array;
  width: number;
  height: number;
}

export interface HumanDetector {
  detect(image: RawRgb): Promise<(Detection & { box: number[] })[]>;
  backend: string;
}

const localRequire = createRequire(import.meta.url);
const MODEL_PREFIX = 'file://';

function packageRoot(entry: string): string {
  return dirname(dirname(localRequire.resolve(entry)));
}

/** A tfjs load router reading a graph model (model.json + weight shards) from a local folder. */
function fileModelRouter(url: string | string[]) {
  const path = Array.isArray(url) ? url[0] : url;
  if (typeof path !== 'string' || !path.startsWith(MODEL_PREFIX)) return null;
  const file = path.slice(MODEL_PREFIX.length);
  return {
    async load() {
      const json = JSON.parse(await readFile(file, 'utf8'));
      const weightSpecs: unknown[] = [];
      const shards: Buffer[] = [];
      for (const group of json.weightsManifest as { paths: string[]; weights: unknown[] }[]) {
        weightSpecs.push(...group.weights);
        for (const shard of group.paths) shards.push(await readFile(join(dirname(file), shard)));
      }
      const all = Buffer.concat(shards);
      return {
        modelTopology: json.modelTopology,
        format: json.format,
        generatedBy: json.generatedBy,
        convertedBy: json.convertedBy,
        signature: json.signature,
        userDefinedMetadata: json.userDefinedMetadata,
        weightSpecs,
        weightData: all.buffer.slice(all.byteOffset, all.byteOffset + all.byteLength),
      };
    },
  };
}

/** Loads and warms the detector; takes about a second on one core. */
export async function loadHumanDetector(): Promise<HumanDetector> {
  const humanRoot = packageRoot('@vladmandic/human');
  const wasmDir = dirname(localRequire.resolve('@tensorflow/tfjs-backend-wasm'));
  const { Human } = localRequire(join(humanRoot, 'dist/human.node-wasm.js')) as {
    Human: new (config: object) => HumanLike;
  };
  const human = new Human({
    backend: 'wasm',
    wasmPath: `${wasmDir}/`,
    modelBasePath: `${MODEL_PREFIX}${join(humanRoot, 'models')}/`,
    debug: false,
    warmup: 'none',
    cacheSensitivity: 0,
    filter: { enabled: false },
    face: { enabled: false },
    body: { enabled: false },
    hand: { enabled: false },
    gesture: { enabled: false },
    segmentation: { enabled: false },
    object: {
      enabled: true,
      modelPath: 'centernet.json',
      minConfidence: 0.2,
      iouThreshold: 0.4,
      maxDetected: 20,
    },
  });
  human.tf.io.registerLoadRouter(fileModelRouter);
  await human.load();
  const detect = async (image: RawRgb) => {
    const tensor = human.tf.tensor3d(image.data, [image.height, image.width, 3], 'int32');
    try {
      const result = await human.detect(tensor);
      if (result.error) throw new Error(result.error);
      return result.object.map((o) => ({ label: o.label, score: o.score, box: o.boxRaw }));
    } finally {
      tensor.dispose();
    }
  };
  // The first inference compiles kernels; do it now rather than on a user's frame.
  await detect({ data: new Uint8Array(64 * 64 * 3), width: 64, height: 64 });
  return { detect, backend: human.tf.getBackend() };
}
