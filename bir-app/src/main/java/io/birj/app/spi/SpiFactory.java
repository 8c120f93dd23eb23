package io.birj.app.spi;

import io.birj.api.codec.CodecRegistry;
import io.micronaut.context.annotation.Factory;
import jakarta.inject.Singleton;

@Factory
public class SpiFactory {
  @Singleton
  CodecRegistry codecs() {
    return CodecRegistry.load();
  }
}
