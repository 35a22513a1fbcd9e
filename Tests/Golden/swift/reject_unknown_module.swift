// Swift rejects this, and so must qas: there is no such module.
import NoSuchKit // expect error: no such module 'NoSuchKit'
print("unreachable")
