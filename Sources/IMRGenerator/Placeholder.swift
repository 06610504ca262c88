public enum GeneratorPlaceholder {}
